/// The one row of the entries file an accepted action changes: what `ItemsListener` writes.
public enum ItemsChange: Sendable, Equatable {
  /// A new entry: one insert.
  case inserted(Entry)
  /// An entry whose fields changed: one update.
  case updated(Entry)
  /// A deleted entry: one delete.
  case deleted(id: Int)

  /// The row `action` changed, from `before` (the state the reducer was given) to `after` (the
  /// state it returned); nil for an action that changes no entry (a load, a write's outcome).
  public init?(_ action: ItemsAction, before: ItemsState, after: ItemsState) {
    switch action {
    case .didAddEntry:
      // The reducer gives a new entry the id `nextID`.
      guard let entry = ItemsState.selectEntry(id: before.nextID)(after) else { return nil }
      self = .inserted(entry)
    case .didToggleEntry(let id):
      guard let entry = ItemsState.selectEntry(id: id)(after) else { return nil }
      self = .updated(entry)
    case .didDeleteEntry(let id):
      self = .deleted(id: id)
    case .didLoadEntries, .didSaveChange, .didFailToSaveChange:
      return nil
    }
  }
}
