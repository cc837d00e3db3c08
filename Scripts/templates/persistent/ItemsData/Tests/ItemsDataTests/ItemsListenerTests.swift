import Foundation
import GRDB
import ImmutableData
import ItemsData
import TestSupport
import Testing

/// The Listener writes each change the store accepted, one row at a time, and reports the
/// outcome as an action; the reducer never touches the file.
@MainActor @Suite struct ItemsListenerTests {
  private let directory: TemporaryDirectory
  private let url: URL

  init() throws {
    directory = try TemporaryDirectory(prefix: "items")
    url = directory.appending("items.sqlite")
  }

  /// A store over the file's entries with its Listener, as the module builds it.
  private func listenedStore() async throws -> (Store<ItemsState, ItemsAction>, ItemsListener) {
    let store = Store(initialState: ItemsState(), reducer: ItemsReducer.reduce)
    let listener = ItemsListener(file: try ItemsLocalStore(url: url))
    listener.listen(to: store)
    try await listener.loadEntries(into: store)
    return (store, listener)
  }

  /// Waits (bounded) until the Listener reported every accepted change.
  private func saved(_ store: Store<ItemsState, ItemsAction>) async -> Bool {
    await store.wait(limit: .seconds(5)) { $0.select(ItemsState.selectUnsavedChanges()) == 0 }
  }

  @Test func everyAcceptedChangeReachesTheFile() async throws {
    let (store, _) = try await listenedStore()
    try store.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1))
    try store.dispatch(action: .didAddEntry(title: "Call Ann", quantity: 1))
    try store.dispatch(action: .didToggleEntry(id: 1))
    try store.dispatch(action: .didDeleteEntry(id: 2))
    #expect(await saved(store))
    #expect(try ItemsLocalStore(url: url).load() == [Entry(id: 1, title: "Buy milk", isDone: true)])
    #expect(store.select(ItemsState.selectSaveFailure()) == nil)
  }

  @Test func aRestartedStoreReadsTheEntriesBackAndContinuesTheirIds() async throws {
    let (first, _) = try await listenedStore()
    try first.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1))
    try first.dispatch(action: .didAddEntry(title: "Call Ann", quantity: 1))
    #expect(await saved(first))

    let (second, _) = try await listenedStore()
    #expect(second.select(ItemsState.selectEntries(filter: .all)).map(\.title) == ["Buy milk", "Call Ann"])
    try second.dispatch(action: .didAddEntry(title: "Pay rent", quantity: 1))
    #expect(await saved(second))
    #expect(try ItemsLocalStore(url: url).load().map(\.id) == [1, 2, 3])
  }

  @Test func reRunningTheReducerWritesNothing() async throws {
    let (store, _) = try await listenedStore()
    let actions: [ItemsAction] = [.didAddEntry(title: "Pancakes", quantity: 1), .didAddEntry(title: "Soup", quantity: 1)]
    for action in actions { try store.dispatch(action: action) }
    #expect(await saved(store))
    // What DevTools does to skip the first step: the reducer alone, over the other actions.
    let replayed = try actions.dropFirst().reduce(ItemsState()) { try ItemsReducer.reduce(state: $0, action: $1) }
    #expect(ItemsState.selectEntries(filter: .all)(replayed).map(\.title) == ["Soup"])
    #expect(try ItemsLocalStore(url: url).load().map(\.title) == ["Pancakes", "Soup"])
  }

  @Test func aFailedWriteComesBackAsAnActionTheStateTells() async throws {
    let (store, _) = try await listenedStore()
    // Another connection removes the table, so the next insert fails (also when run as root,
    // whom file permissions do not stop).
    try await DatabaseQueue(path: url.path).write { db in try db.drop(table: "entry") }
    try store.dispatch(action: .didAddEntry(title: "Buy milk", quantity: 1))
    #expect(await saved(store))
    let failure = try #require(store.select(ItemsState.selectSaveFailure()))
    #expect(failure.contains("Could not save the change"))
  }
}
