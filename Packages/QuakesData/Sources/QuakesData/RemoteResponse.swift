import Foundation

/// The USGS GeoJSON summary feed, decoded into quakes. All feed decoding lives in this file so
/// that a faster decoder can replace it in one place.
package struct RemoteResponse: Sendable, Decodable {
  package let quakes: Array<Quake>
  /// Features left out because a number was out of ``FeedValueLimits``.
  package let skippedFeatureCount: Int

  private enum CodingKeys: String, CodingKey {
    case features
  }

  init(feed: RemoteFeed) {
    self.quakes = feed.quakes
    self.skippedFeatureCount = feed.skippedFeatureCount
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let features = try container.decode(Array<Feature>.self, forKey: .features)
    self.quakes = features.compactMap(\.quake)
    self.skippedFeatureCount = features.count - self.quakes.count
  }

  /// The fetch's result as the remote store hands it on.
  package var feed: RemoteFeed {
    RemoteFeed(quakes: self.quakes, skippedFeatureCount: self.skippedFeatureCount)
  }

  /// A decoder for the feed: ``FeedParser`` for a `RemoteResponse`, and `JSONDecoder` with the
  /// feed's date strategy (milliseconds since 1970) for anything else.
  package static func decoder() -> JSONDecoder {
    let decoder = FeedDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return decoder
  }
}

extension RemoteResponse {
  private struct Feature: Decodable {
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
