public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// What a remote store needs from a network session: decoded JSON for a request.
///
/// The book declares this protocol as `RemoteStoreNetworkSession` in each data package; it is
/// written (and `NetworkSession` conforms) once, here: AnimalsData names it through a
/// `typealias`, QuakesData's protocol of that name refines it with a default `feed(for:)`.
public protocol JSONNetworkSession: Sendable {
  /// The decoded body of the response to `request`; throws what the transport, the status
  /// check or the decoder threw.
  func json<T>(
    for request: URLRequest,
    from decoder: JSONDecoder
  ) async throws -> T where T: Decodable
}

extension NetworkSession: JSONNetworkSession {}
