/// Why the reducer refused an action; the state is left as it was.
public enum ItemsError: Error, Equatable, CustomStringConvertible {
  /// An entry's title was empty (or only spaces).
  case emptyTitle
  /// An entry titled `title` already exists (titles are compared ignoring case).
  case duplicateTitle(String)
  /// A quantity outside `Entry.quantities`.
  case quantityOutOfRange(Int)
  /// No entry has the id `id` (another tab may have deleted it).
  case unknownEntry(id: Int)
  /// Every id is taken (only a hand-edited file can get here).
  case listFull

  /// What happened, in words the user can act on.
  public var description: String {
    switch self {
    case .emptyTitle: "An entry needs a title."
    case .duplicateTitle(let title): "“\(title)” is already in the list."
    case .quantityOutOfRange: "Quantity must be from \(Entry.quantities.lowerBound) to \(Entry.quantities.upperBound)."
    case .unknownEntry(let id): "There is no entry \(id); it may have been deleted in another tab."
    case .listFull: "The list cannot take more entries."
    }
  }
}
