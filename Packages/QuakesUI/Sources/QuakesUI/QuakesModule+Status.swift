import DomainRegistry
import ImmutableBinding
import ImmutableData
import QuakesData

extension QuakesModule {
  public var summary: String {
    "Earthquakes from the USGS feed on a list and a world map, cached on disk: refresh an hour to a month, search, sort and delete."
  }

  /// How many quakes the cache holds; nil before `start`.
  public func status() -> String? {
    guard let store = self.running?.provider.store else { return nil }
    let count = store.select(QuakesState.selectQuakesCount())
    return "\(count) \(count == 1 ? "quake" : "quakes") cached"
  }
}
