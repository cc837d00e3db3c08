/// Which entries a page shows: all of them, the ones still to do, or the done ones.
public enum ItemsFilter: String, Sendable, CaseIterable {
  /// Every entry.
  case all
  /// The entries not done yet.
  case active
  /// The entries marked done.
  case done

  /// Whether `entry` is shown under this filter.
  public func includes(_ entry: Entry) -> Bool {
    switch self {
    case .all: true
    case .active: !entry.isDone
    case .done: entry.isDone
    }
  }

  /// The filter's name as the page shows it.
  public var title: String {
    switch self {
    case .all: "All"
    case .active: "Active"
    case .done: "Done"
    }
  }
}
