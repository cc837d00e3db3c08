import Foundation

/// The USGS GeoJSON summary feed, decoded into quakes. All feed decoding lives in this file so
/// that a faster decoder can replace it in one place.
package struct RemoteResponse: Sendable, Decodable {
  package let quakes: Array<Quake>

  private enum CodingKeys: String, CodingKey {
    case features
  }

  init(quakes: Array<Quake>) {
    self.quakes = quakes
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.quakes = try container.decode(Array<Feature>.self, forKey: .features).map(\.quake)
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
    let quake: Quake

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
      self.quake = Quake(
        quakeId: id,
        // USGS can send a null magnitude; 0 makes the reducer drop the quake.
        magnitude: try properties.decodeIfPresent(Double.self, forKey: .mag) ?? 0,
        time: try properties.decode(Date.self, forKey: .time),
        updated: try properties.decode(Date.self, forKey: .updated),
        // A few old events have no place name; the quake itself is still worth keeping.
        name: try properties.decodeIfPresent(String.self, forKey: .place) ?? "",
        longitude: coordinates[0],
        latitude: coordinates[1]
      )
    }
  }
}
