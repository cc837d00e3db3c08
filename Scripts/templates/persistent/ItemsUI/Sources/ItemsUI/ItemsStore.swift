import DevTools
import DomainRegistry
import ImmutableData
import ItemsData

/// The one Store of the Items product, shared by every tab.
typealias ItemsStore = Store<ItemsState, ItemsAction>

extension ItemsStore {
  /// The module's store, starting empty: the Store gets the plain, pure reducer. With
  /// `--devtools` DevTools records it; skipping a step or travelling in time re-runs the
  /// reducer only, so it never writes the file. The recipe's empty initial state is right: the
  /// entries arrive by an action (`didLoadEntries`), which a recorded session holds. The same
  /// shape as every product's store (`AnimalsStore.make(inspection:)`).
  static func make(inspection: InspectionHook?) -> ItemsStore {
    StoreInspector.makeStore(
      initialState: ItemsState(),
      reducer: ItemsReducer.reduce,
      inspection: inspection,
      recipe: TestRecipe(imports: ["ItemsData"], initialState: "ItemsState()", reducer: "ItemsReducer.reduce")
    )
  }

  /// Opens `<data-dir>/items.sqlite` and starts `ItemsListener`, which reads the file into the
  /// store (`didLoadEntries`) and then writes each accepted change (one row) after the
  /// reducer, reporting the outcome as an action. The module's `start` calls it.
  func open(context: ModuleContext) async throws {
    let file = try ItemsLocalStore(url: context.dataDirectory.appendingPathComponent("items.sqlite"))
    // The Listener lives as long as the store's stream, so the store needs no other owner.
    let listener = ItemsListener(file: file)
    listener.listen(to: self)
    try await listener.loadEntries(into: self)
  }

  /// The longest a form or the shutdown waits for the Listener to write the changes made so far.
  static var settleLimit: Duration { .seconds(5) }

  /// Waits, at most `settleLimit`, until the Listener has written (or failed to write) every
  /// accepted change: a form's redirect then shows a failed write, and a shutdown loses nothing.
  func settle() async {
    await wait(limit: Self.settleLimit) { $0.select(ItemsState.selectUnsavedChanges()) == 0 }
  }
}
