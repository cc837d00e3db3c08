/// The global state of the Items product: the list every tab shares.
public struct ItemsState: Sendable, Equatable {
  /// The entries in the order they were added.
  package var entries: [Entry]
  /// The id the next added entry gets.
  package var nextID: Int

  /// A list holding `entries` (for example read back from a database); the next id follows
  /// the largest one.
  public init(entries: [Entry] = []) {
    self.entries = entries
    // Clamped: a file holding the largest id must not trap; adding then reports a full list.
    self.nextID = min(entries.map(\.id).max() ?? 0, Int.max - 1) + 1
  }
}
