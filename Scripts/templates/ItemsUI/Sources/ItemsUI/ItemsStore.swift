import DevTools
import DomainRegistry
import ImmutableData
import ItemsData

/// The one Store of the Items product, shared by every tab.
typealias ItemsStore = Store<ItemsState, ItemsAction>

extension ItemsStore {
  /// The module's store: in memory, starting empty. With `--devtools` DevTools records it
  /// (its recipe lets a recorded session become a test of `ItemsReducer`).
  static func make(context: ModuleContext) async throws -> ItemsStore {
    StoreInspector.makeStore(
      initialState: ItemsState(),
      reducer: ItemsReducer.reduce,
      inspection: context.inspection,
      recipe: TestRecipe(imports: ["ItemsData"], initialState: "ItemsState()", reducer: "ItemsReducer.reduce")
    )
  }

  /// Returns at once: nothing runs after this store's reducer. (A store with a Listener, such
  /// as the one `Scripts/new-domain --persistent` writes, waits here for the Listener's work;
  /// the forms and the module's shutdown call it.)
  func settle() async {}
}
