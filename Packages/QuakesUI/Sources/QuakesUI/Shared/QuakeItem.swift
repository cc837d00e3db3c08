import Foundation
import QuakesData

/// One earthquake as the Presenters show it: plain values, no store in sight.
struct QuakeItem: Hashable, Sendable, Identifiable {
  let id: String
  let magnitude: Double
  let time: Date
  let name: String
  let longitude: Double
  let latitude: Double
}

extension QuakeItem {
  /// The values of a store's quake.
  init(_ quake: Quake) {
    self.init(
      id: quake.quakeId,
      magnitude: quake.magnitude,
      time: quake.time,
      name: quake.name,
      longitude: quake.longitude,
      latitude: quake.latitude
    )
  }
}
