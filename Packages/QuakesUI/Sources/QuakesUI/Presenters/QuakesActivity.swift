/// What the Quakes store is doing, as the toolbar shows it.
package enum QuakesActivity: Hashable, Sendable {
  case idle
  case refreshing
  case failed(message: String)
}
