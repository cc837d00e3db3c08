/// One entry of the Items list: a title, a quantity and whether it is done.
/// `Codable` so actions carrying entries survive DevTools' export and replay.
public struct Entry: Sendable, Equatable, Codable, Identifiable {
  /// Unique in the list; given by the reducer, never reused while the entry exists.
  public let id: Int
  /// What the entry says, as the user typed it (trimmed, never empty).
  public var title: String
  /// How many, within ``quantities``.
  public var quantity: Int
  /// Whether the entry is done; new entries are not.
  public var isDone: Bool

  /// An entry `id` titled `title`, of `quantity`.
  public init(id: Int, title: String, quantity: Int = 1, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.quantity = quantity
    self.isDone = isDone
  }
}

extension Entry {
  /// The quantities an entry may have: the one rule the form's field (and so the browser's
  /// number input) and the reducer both apply.
  public static let quantities = 1...99
}
