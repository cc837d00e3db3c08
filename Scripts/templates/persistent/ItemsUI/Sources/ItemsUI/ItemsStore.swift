import DevTools
import DomainRegistry
import ImmutableData
import ItemsData

/// The one Store of the Items product, shared by every tab.
typealias ItemsStore = Store<ItemsState, ItemsAction>

extension ItemsStore {
  /// The module's store, kept in `<data-dir>/items.sqlite`: read once at start, and written in
  /// the same step as each change, so a refused write (a full disk) refuses the action too and
  /// the page and the file never disagree. With `--devtools` DevTools records it.
  static func make(context: ModuleContext) throws -> ItemsStore {
    let file = try ItemsLocalStore(url: context.dataDirectory.appendingPathComponent("items.sqlite"))
    return StoreInspector.makeStore(
      initialState: ItemsState(entries: try file.load()),
      reducer: { state, action in
        let next = try ItemsReducer.reduce(state: state, action: action)
        try file.save(ItemsState.selectEntries(filter: .all)(next))
        return next
      },
      inspection: context.inspection,
      recipe: TestRecipe(imports: ["ItemsData"], initialState: "ItemsState()", reducer: "ItemsReducer.reduce")
    )
  }
}
