/// What happened in the Items UI, named in the past tense.
/// `Codable` so DevTools can export, replay and turn sessions into tests.
public enum ItemsAction: Sendable, Equatable, Codable {
  /// The user added an entry titled `title`, of `quantity`.
  case didAddEntry(title: String, quantity: Int)
  /// The user marked the entry `id` done, or not done again.
  case didToggleEntry(id: Int)
  /// The user deleted the entry `id`.
  case didDeleteEntry(id: Int)
}
