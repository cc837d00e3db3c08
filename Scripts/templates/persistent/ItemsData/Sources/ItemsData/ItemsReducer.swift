import Foundation

/// Computes the next `ItemsState` from the current one and an action. Pure: it never reads or
/// writes the entries file (`ItemsListener` does, after the store accepted the action), so
/// DevTools may run it again to skip a step or travel in time and nothing is written. A refused
/// action throws an `ItemsError` and the store keeps its state. Titles are trimmed here too: an
/// action may come from anywhere (a replayed session, a test), not only from a form that trims.
public enum ItemsReducer {
  /// The state after `action`, or an `ItemsError` saying why `action` cannot happen.
  @Sendable public static func reduce(
    state: ItemsState,
    action: ItemsAction
  ) throws(ItemsError) -> ItemsState {
    var state = state
    switch action {
    case .didAddEntry(let title, let quantity):
      let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !title.isEmpty else { throw .emptyTitle }
      guard Entry.quantities.contains(quantity) else { throw .quantityOutOfRange(quantity) }
      guard !state.entries.contains(where: { $0.title.lowercased() == title.lowercased() }) else {
        throw .duplicateTitle(title)
      }
      guard state.nextID < Int.max else { throw .listFull }
      state.entries.append(Entry(id: state.nextID, title: title, quantity: quantity))
      state.nextID += 1
      state.unsavedChanges += 1
    case .didToggleEntry(let id):
      let index = try state.index(of: id)
      state.entries[index].isDone.toggle()
      state.unsavedChanges += 1
    case .didDeleteEntry(let id):
      state.entries.remove(at: try state.index(of: id))
      state.unsavedChanges += 1
    case .didLoadEntries(let entries):
      let loaded = ItemsState(entries: entries)
      state.entries = loaded.entries
      state.nextID = loaded.nextID
    case .didSaveChange:
      // Never below 0: DevTools may leave out the change a result belongs to.
      state.unsavedChanges = max(0, state.unsavedChanges - 1)
      state.saveFailure = nil
    case .didFailToSaveChange(let error):
      state.unsavedChanges = max(0, state.unsavedChanges - 1)
      state.saveFailure = error
    }
    return state
  }
}

extension ItemsState {
  /// Where the entry `id` is, or `unknownEntry`.
  fileprivate func index(of id: Int) throws(ItemsError) -> Int {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { throw .unknownEntry(id: id) }
    return index
  }
}
