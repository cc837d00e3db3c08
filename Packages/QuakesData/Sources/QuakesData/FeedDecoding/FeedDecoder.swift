import Foundation

/// A `JSONDecoder` that decodes a ``RemoteResponse`` with ``FeedParser``.
///
/// The network session only knows `JSONDecoder.decode(_:from:)`, so the fast path plugs in
/// here; every other type, and `RemoteResponse` through `Decodable` elsewhere, behaves as before.
/// `@unchecked Sendable` is safe: this subclass adds no stored state to `JSONDecoder`, which is
/// itself `Sendable`.
final class FeedDecoder: JSONDecoder, @unchecked Sendable {
  override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
    guard type == RemoteResponse.self else {
      return try super.decode(type, from: data)
    }
    // `type == RemoteResponse.self` was just checked, so this cast cannot fail.
    guard let response = RemoteResponse(feed: try FeedParser.feed(from: data)) as? T else {
      return try super.decode(type, from: data)
    }
    return response
  }
}
