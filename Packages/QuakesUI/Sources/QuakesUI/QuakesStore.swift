import DevTools
import DomainRegistry
import ImmutableData
import QuakesData

/// The one Store of the Quakes product, shared by every tab.
typealias QuakesStore = Store<QuakesState, QuakesAction>

extension QuakesStore {
  /// The store a module starts: an empty state, the QuakesData reducer, recorded for
  /// `/_devtools` when the host inspects modules (its recipe lets a recorded session become a
  /// test of `QuakesReducer`: the fetched quakes are recorded in the Listener's actions).
  @MainActor static func make(inspection: InspectionHook?) -> QuakesStore {
    StoreInspector.makeStore(
      initialState: QuakesState(),
      reducer: QuakesReducer.reduce,
      inspection: inspection,
      recipe: TestRecipe(imports: ["QuakesData"], initialState: "QuakesState()", reducer: "QuakesReducer.reduce"),
      reportedFailure: reportedFailure(of:)
    )
  }
}
