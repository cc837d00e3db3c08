public import Services

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#else
  public import Foundation
#endif

/// What the Quakes remote store needs from a network session: the book's `json(for:from:)`
/// (inherited from Services' `JSONNetworkSession`) and the feed of a request.
///
/// A session written from the book implements `json(for:from:)` only; ``feed(for:)`` then
/// decodes the feed through it, with `RemoteResponse`'s `Decodable` conformance. Services'
/// `NetworkSession` reads it with the feed parser instead (the same quakes, several times
/// faster on a month's feed), without a `JSONDecoder` subclass.
public protocol RemoteStoreNetworkSession: JSONNetworkSession {
  /// The quakes of the feed at `request`, and how many features were out of range.
  func feed(for request: URLRequest) async throws -> RemoteFeed
}

extension RemoteStoreNetworkSession {
  /// The feed decoded through ``JSONNetworkSession/json(for:from:)`` with the feed's
  /// `JSONDecoder`: what a session that only knows the book's requirement does.
  public func feed(for request: URLRequest) async throws -> RemoteFeed {
    let response: RemoteResponse = try await self.json(for: request, from: RemoteResponse.decoder())
    return response.feed
  }
}

extension NetworkSession: RemoteStoreNetworkSession {
  /// The feed read by `FeedParser` through this session's checks and bounds.
  public func feed(for request: URLRequest) async throws -> RemoteFeed {
    let response: RemoteResponse = try await self.json(for: request, from: FeedDecoder())
    return response.feed
  }
}
