public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// What the JSON handler needs from a data handler: the body of an acceptable response.
///
/// The book's injection point: tests of the JSON handler pass a double instead of the real
/// status check. `NetworkDataHandler` (200...299 only) is the one products use.
public protocol NetworkJSONHandlerDataHandler {
  /// Returns the body to decode, or throws when `response` is not acceptable.
  static func handle(_ data: Data, with response: URLResponse) throws -> Data
}

extension NetworkDataHandler: NetworkJSONHandlerDataHandler {}
