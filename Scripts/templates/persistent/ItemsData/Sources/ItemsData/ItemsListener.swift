import ImmutableData

/// Keeps the entries file in step with the store, the book's way: the reducer stays pure and
/// this Listener performs the side effect. For each change the store accepted (an entry added,
/// toggled or deleted) it writes that one row, off the main actor, through a thunk of its
/// `ItemsPersistentSession`, which reports the outcome as an action (`didSaveChange`,
/// `didFailToSaveChange`). Changes are written one at a time, in the order they were made.
///
/// Only dispatched actions reach a Listener. DevTools re-runs the reducer to skip a step or to
/// travel in time and sets the store's state without dispatching, so a replay never writes.
@MainActor public final class ItemsListener {
  private let session: ItemsPersistentSession
  /// The state every dispatched action led to, folded here through the pure reducer: what the
  /// file holds once the writes are finished. The store shows another state while DevTools travels
  /// or skips a step; a change made meanwhile is still written as the present has it, so the
  /// file never takes a state that only a replay produced.
  private var present = ItemsState()
  private var task: Task<Void, Never>?

  /// A Listener that writes to `file`.
  public init(file: ItemsLocalStore) {
    session = ItemsPersistentSession(file: file)
  }

  isolated deinit {
    task?.cancel()
  }

  /// Starts writing every change `store` accepts from now on; the store's state now is what
  /// the file holds. The Listener stays alive as long as the store (its stream ends when the
  /// store is released), so whoever builds the store need not keep it.
  public func listen(to store: Store<ItemsState, ItemsAction>) {
    present = store.state
    let stream = store.makeStream()
    task?.cancel()
    task = Task { [weak store] in
      for await (_, action) in stream {
        guard let store else { return }
        // What this action starts is recorded (DevTools) as this Listener's, started by it.
        await ActionOrigin.$current.withValue(.listener(Self.name, startedBy: action)) {
          await self.onReceive(action, from: store)
        }
      }
    }
  }

  /// Reads the file's entries into `store` (`didLoadEntries`), throwing `ItemsLocalStoreError`
  /// when the file cannot be read. Call it after `listen(to:)`.
  public func loadEntries(into store: Store<ItemsState, ItemsAction>) async throws {
    try await ActionOrigin.$current.withValue(.listener(Self.name, startedBy: nil).running(thunk: "loadEntries")) {
      try await store.dispatch(thunk: session.loadEntries())
    }
  }

  /// The name this Listener's work is recorded under (`ActionOrigin`, DevTools).
  nonisolated static var name: String { "ItemsData.ItemsListener" }

  private func onReceive(_ action: ItemsAction, from store: Store<ItemsState, ItemsAction>) async {
    let before = present
    // The store accepted the action, so the present does too: DevTools reduces every action
    // into the present first and refuses what the present refuses.
    guard let after = try? ItemsReducer.reduce(state: before, action: action) else { return }
    present = after
    guard let change = ItemsChange(action, before: before, after: after) else { return }
    // The thunk reports a failed write as an action; only a refused report could throw here,
    // and the reducer refuses none.
    try? await ActionOrigin.$current.withValue(ActionOrigin.current?.running(thunk: "save")) {
      try await store.dispatch(thunk: session.save(change))
    }
  }
}
