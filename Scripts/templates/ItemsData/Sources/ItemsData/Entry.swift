/// One entry of the Items list: a title and whether it is done.
/// `Codable` so actions carrying entries survive DevTools' export and replay.
public struct Entry: Sendable, Equatable, Codable, Identifiable {
  /// Unique in the list; given by the reducer, never reused while the entry exists.
  public let id: Int
  /// What the entry says, as the user typed it (trimmed, never empty).
  public var title: String
  /// Whether the entry is done; new entries are not.
  public var isDone: Bool

  /// An entry `id` titled `title`.
  public init(id: Int, title: String, isDone: Bool = false) {
    self.id = id
    self.title = title
    self.isDone = isDone
  }
}
