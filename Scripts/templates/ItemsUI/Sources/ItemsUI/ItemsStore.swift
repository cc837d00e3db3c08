import DevTools
import DomainRegistry
import ImmutableData
import ItemsData

/// The one Store of the Items product, shared by every tab.
typealias ItemsStore = Store<ItemsState, ItemsAction>

extension ItemsStore {
  /// The module's store: in memory, starting empty. With `--devtools` DevTools records it
  /// (its recipe lets a recorded session become a test of `ItemsReducer`). The same shape as
  /// every product's store (`CounterStore.make(inspection:)`, `AnimalsStore.make(inspection:)`).
  static func make(inspection: InspectionHook?) -> ItemsStore {
    StoreInspector.makeStore(
      initialState: ItemsState(),
      reducer: ItemsReducer.reduce,
      inspection: inspection,
      recipe: TestRecipe(imports: ["ItemsData"], initialState: "ItemsState()", reducer: "ItemsReducer.reduce")
    )
  }

  /// Nothing to open: the entries live in memory. (A store kept in a file, as the one
  /// `Scripts/new-domain --persistent` writes, opens the file and starts its Listener here;
  /// the module's `start` calls it.)
  func open(context: ModuleContext) async throws {}

  /// Returns at once: nothing runs after this store's reducer. (A store with a Listener, such
  /// as the one `Scripts/new-domain --persistent` writes, waits here for the Listener's work;
  /// the forms and the module's shutdown call it.)
  func settle() async {}
}
