import Foundation

/// One earthquake as the Presenters show it: plain values, no store in sight.
package struct QuakeItem: Hashable, Sendable, Identifiable {
  package let id: String
  package let magnitude: Double
  package let time: Date
  package let name: String
  package let longitude: Double
  package let latitude: Double

  package init(
    id: String,
    magnitude: Double,
    time: Date,
    name: String,
    longitude: Double,
    latitude: Double
  ) {
    self.id = id
    self.magnitude = magnitude
    self.time = time
    self.name = name
    self.longitude = longitude
    self.latitude = latitude
  }
}
