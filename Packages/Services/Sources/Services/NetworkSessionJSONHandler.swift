public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
#endif

/// What the network session needs from a JSON handler: a decoded value from a response.
///
/// The book's injection point: tests of the session pass a double instead of the real
/// MIME type, status and decoding checks. `NetworkJSONHandler` is the one products use.
public protocol NetworkSessionJSONHandler {
  /// Checks `response`, lets `dataHandler` accept its body, and decodes it with `decoder`.
  static func handle<T>(
    _ data: Data,
    with response: URLResponse,
    dataHandler: any NetworkJSONHandlerDataHandler.Type,
    from decoder: any NetworkJSONHandlerDecoder
  ) throws -> T where T: Decodable
}

extension NetworkJSONHandler: NetworkSessionJSONHandler {}
