import AnimalsData
import DevTools
import DomainRegistry
import ImmutableData

/// The one Store of the Animals product, shared by every tab.
typealias AnimalsStore = ImmutableData.Store<AnimalsState, AnimalsAction>

extension ImmutableData.Store where State == AnimalsState, Action == AnimalsAction {
  /// The module's store: the book's reducer over an empty state (the Listener fills it from
  /// the persistent store). With `--devtools` DevTools records it (its recipe lets a recorded
  /// session become a test of `AnimalsReducer`: what the store answered is in the recorded
  /// actions).
  static func make(inspection: InspectionHook?) -> AnimalsStore {
    StoreInspector.makeStore(
      initialState: AnimalsState(),
      reducer: AnimalsReducer.reduce,
      inspection: inspection,
      recipe: TestRecipe(imports: ["AnimalsData"], initialState: "AnimalsState()", reducer: "AnimalsReducer.reduce"),
      reportedFailure: reportedFailure(of:)
    )
  }

  /// No fetch or reload is in flight.
  @MainActor var isIdle: Bool {
    self.select(AnimalsState.selectCategoriesStatus()) != .waiting
      && self.select(AnimalsState.selectAnimalsStatus()) != .waiting
  }
}
