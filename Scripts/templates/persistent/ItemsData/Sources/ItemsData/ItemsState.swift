/// The global state of the Items product: the list every tab shares, and how far the entries
/// file has caught up with it.
public struct ItemsState: Sendable, Equatable {
  /// The entries in the order they were added.
  package var entries: [Entry]
  /// The id the next added entry gets.
  package var nextID: Int
  /// How many accepted changes the Listener has not reported written (or failed) yet.
  package var unsavedChanges = 0
  /// Why the last write of a change failed, until a later one succeeds.
  package var saveFailure: String?

  /// A list holding `entries` (for example read back from a database); the next id follows
  /// the largest one.
  public init(entries: [Entry] = []) {
    self.entries = entries
    // Clamped: a file holding the largest id must not trap; adding then reports a full list.
    self.nextID = min(entries.map(\.id).max() ?? 0, Int.max - 1) + 1
  }
}
