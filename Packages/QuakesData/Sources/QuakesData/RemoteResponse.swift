package import Foundation

/// The USGS GeoJSON summary feed, decoded into quakes.
///
/// How a feed is decoded lives in `FeedDecoding/`: the `Decodable` conformance below with its
/// features (`RemoteResponse+Feature.swift`) is the reference, which a session written from the
/// book decodes with ``decoder()``; Services' `NetworkSession` reads the same document with
/// `FeedDecoder` (``FeedParser``); a test checks the two agree.
package struct RemoteResponse: Sendable, Decodable {
  package let quakes: [Quake]
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

  /// The feed's `JSONDecoder`: its dates are milliseconds since 1970.
  package static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .millisecondsSince1970
    return decoder
  }
}
