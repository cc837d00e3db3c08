import ImmutableData

/// Builds the thunks that read and write the entries file. They run off the main actor and
/// report what happened as actions, which the reducer turns into state (the book's
/// `PersistentSession`, as AnimalsData has it).
struct ItemsPersistentSession: Sendable {
  let file: ItemsLocalStore

  /// Reads every entry and dispatches `didLoadEntries`; a failed read is thrown to the caller
  /// (the module's start, which then fails with the file's path).
  func loadEntries<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<ItemsState, ItemsAction>, Selector: ImmutableData.Selector<ItemsState> {
    { dispatcher, _ in
      let entries = try file.load()
      try await dispatcher.dispatch(action: .didLoadEntries(entries: entries))
    }
  }

  /// Writes `change` and dispatches `didSaveChange`, or `didFailToSaveChange` with the reason.
  func save<Dispatcher, Selector>(_ change: ItemsChange) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<ItemsState, ItemsAction>, Selector: ImmutableData.Selector<ItemsState> {
    { dispatcher, _ in
      do throws(ItemsLocalStoreError) {
        try file.apply(change)
      } catch {
        try await dispatcher.dispatch(action: .didFailToSaveChange(error: error.description))
        return
      }
      try await dispatcher.dispatch(action: .didSaveChange)
    }
  }
}
