/// What happened in the Items UI and in its entries file, named in the past tense.
/// `Codable` so DevTools can export, replay and turn sessions into tests.
public enum ItemsAction: Sendable, Equatable, Codable {
  /// The user added an entry titled `title`, of `quantity`.
  case didAddEntry(title: String, quantity: Int)
  /// The user marked the entry `id` done, or not done again.
  case didToggleEntry(id: Int)
  /// The user deleted the entry `id`.
  case didDeleteEntry(id: Int)
  /// The entries file was read when the module started: it holds `entries`.
  case didLoadEntries(entries: [Entry])
  /// The Listener wrote one accepted change to the entries file.
  case didSaveChange
  /// The Listener could not write one accepted change; `error` says why.
  case didFailToSaveChange(error: String)
}
