package import Foundation
import Services

/// The decoder a ``QuakesFeedSession`` reads the feed with: ``FeedParser`` for a
/// ``RemoteResponse``, `JSONDecoder` (the feed's dates in milliseconds since 1970) for anything
/// else.
///
/// It plugs in where Services' session takes any `NetworkJSONHandlerDecoder`, so the session's
/// checks (media type, status, size, deadline) and error wrapping stay the ones every fetch has.
package struct FeedDecoder: NetworkJSONHandlerDecoder, Sendable {
  package init() {}

  package func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    if type == RemoteResponse.self, let response = RemoteResponse(feed: try FeedParser.feed(from: data)) as? T {
      return response
    }
    return try RemoteResponse.decoder().decode(type, from: data)
  }
}
