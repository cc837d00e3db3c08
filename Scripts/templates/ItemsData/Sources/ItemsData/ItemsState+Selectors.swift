extension ItemsState {
  /// The entries `filter` shows, in the order they were added.
  public static func selectEntries(filter: ItemsFilter) -> @Sendable (Self) -> [Entry] {
    { state in state.entries.filter(filter.includes) }
  }

  /// How many entries `filter` shows.
  public static func selectCount(filter: ItemsFilter) -> @Sendable (Self) -> Int {
    { state in state.entries.count(where: filter.includes) }
  }

  /// The entry `id`, or `nil` when there is none.
  public static func selectEntry(id: Int) -> @Sendable (Self) -> Entry? {
    { state in state.entries.first { $0.id == id } }
  }
}
