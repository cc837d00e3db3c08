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
  ///
  /// Generic over the data handler and the decoder, as in the book, so a double of this
  /// protocol receives the very types the session was given.
  static func handle<T, DataHandler, Decoder>(
    _ data: Data,
    with response: URLResponse,
    dataHandler: DataHandler.Type,
    from decoder: Decoder
  ) throws -> T where T: Decodable, DataHandler: NetworkJSONHandlerDataHandler, Decoder: NetworkJSONHandlerDecoder
}

extension NetworkJSONHandler: NetworkSessionJSONHandler {}
