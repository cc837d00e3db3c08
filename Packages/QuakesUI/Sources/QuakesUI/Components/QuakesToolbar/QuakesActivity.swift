/// What the Quakes store is doing, as the toolbar shows it.
enum QuakesActivity: Hashable, Sendable {
  case idle
  /// The last refresh worked but left something out (features with out-of-range numbers).
  case notice(message: String)
  case refreshing
  case failed(message: String)
}
