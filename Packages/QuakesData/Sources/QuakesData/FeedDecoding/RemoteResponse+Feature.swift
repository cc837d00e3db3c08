import Foundation

extension RemoteResponse {
  /// One feature of the feed, as `JSONDecoder` reads it (the reference ``FeedParser`` is
  /// tested against).
  struct Feature: Decodable {
    /// `nil` when a number is out of ``FeedValueLimits``.
    let quake: Quake?

    private enum CodingKeys: String, CodingKey {
      case id, properties, geometry
    }

    private enum PropertiesKeys: String, CodingKey {
      case mag, place, time, updated
    }

    private enum GeometryKeys: String, CodingKey {
      case coordinates
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let id = try container.decode(String.self, forKey: .id)
      let properties = try container.nestedContainer(keyedBy: PropertiesKeys.self, forKey: .properties)
      let geometry = try container.nestedContainer(keyedBy: GeometryKeys.self, forKey: .geometry)
      let coordinates = try geometry.decode(Array<Double>.self, forKey: .coordinates)
      guard coordinates.count >= 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: .coordinates,
          in: geometry,
          debugDescription: "needs [longitude, latitude], found \(coordinates.count) numbers"
        )
      }
      let magnitude = try properties.decodeIfPresent(Double.self, forKey: .mag)
      // Milliseconds, as the feed sends them, so the limits apply before any `Date` exists.
      let time = try properties.decode(Double.self, forKey: .time)
      let updated = try properties.decode(Double.self, forKey: .updated)
      guard
        FeedValueLimits.accepts(
          magnitude: magnitude,
          time: time,
          updated: updated,
          longitude: coordinates[0],
          latitude: coordinates[1],
          depth: coordinates.count > 2 ? coordinates[2] : nil
        )
      else {
        self.quake = nil
        return
      }
      self.quake = Quake(
        quakeId: id,
        // USGS can send a null magnitude; 0 makes the reducer drop the quake.
        magnitude: magnitude ?? 0,
        time: Date(timeIntervalSince1970: time / 1000),
        updated: Date(timeIntervalSince1970: updated / 1000),
        // A few old events have no place name; the quake itself is still worth keeping.
        name: try properties.decodeIfPresent(String.self, forKey: .place) ?? "",
        longitude: coordinates[0],
        latitude: coordinates[1]
      )
    }
  }
}
