import CounterData
import DevTools
import DomainRegistry
import ImmutableData

/// The one Store of the Counter product, shared by every tab.
typealias CounterStore = Store<CounterState, CounterAction>

extension CounterStore {
  /// The module's store: in memory, starting at zero. With `--devtools` DevTools records it
  /// (its recipe lets a recorded session become a test of `CounterReducer`).
  static func make(inspection: InspectionHook?) -> CounterStore {
    StoreInspector.makeStore(
      initialState: CounterState(),
      reducer: CounterReducer.reduce,
      inspection: inspection,
      recipe: TestRecipe(imports: ["CounterData"], initialState: "CounterState()", reducer: "CounterReducer.reduce")
    )
  }
}
