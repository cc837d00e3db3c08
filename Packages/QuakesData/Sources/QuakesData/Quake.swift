public import Foundation

/// One earthquake, as the product shows it.
public struct Quake: Hashable, Sendable, Codable {
  public let quakeId: String
  public let magnitude: Double
  public let time: Date
  public let updated: Date
  public let name: String
  public let longitude: Double
  public let latitude: Double

  package init(
    quakeId: String,
    magnitude: Double,
    time: Date,
    updated: Date,
    name: String,
    longitude: Double,
    latitude: Double
  ) {
    self.quakeId = quakeId
    self.magnitude = magnitude
    self.time = time
    self.updated = updated
    self.name = name
    self.longitude = longitude
    self.latitude = latitude
  }
}

extension Quake: Identifiable {
  public var id: String {
    self.quakeId
  }
}
