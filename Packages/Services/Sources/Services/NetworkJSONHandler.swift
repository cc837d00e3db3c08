package import Foundation

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// Turns an HTTP response into a decoded value: MIME type first, then status, then decoding.
package enum NetworkJSONHandler {
  /// The book's name for ``NetworkJSONHandlerError``: the same type.
  package typealias Error = NetworkJSONHandlerError

  /// Checks the MIME type, lets `dataHandler` accept the body, then decodes it with `decoder`.
  ///
  /// The book's injection point, generic over the data handler and the decoder so a test can
  /// pass doubles of both; ``handle(_:with:from:)`` calls it with the product's own.
  ///
  /// Each failure is wrapped with its cause: the data handler's or decoder's error, as thrown,
  /// is the error's ``NetworkJSONHandlerError/underlying``.
  package static func handle<T, DataHandler, Decoder>(
    _ data: Data,
    with response: URLResponse,
    dataHandler: DataHandler.Type,
    from decoder: Decoder
  ) throws(NetworkJSONHandlerError) -> T
  where T: Decodable, DataHandler: NetworkJSONHandlerDataHandler, Decoder: NetworkJSONHandlerDecoder {
    // The MIME type is checked before the status so an HTML error page reads as what it is.
    guard response.mimeType?.lowercased() == "application/json" else {
      throw NetworkJSONHandlerError(code: .mimeTypeError(mimeType: response.mimeType))
    }
    let body: Data
    do {
      body = try dataHandler.handle(data, with: response)
    } catch {
      let cause =
        error as? NetworkDataHandlerError
        ?? NetworkDataHandlerError(code: .handlerError(description: String(describing: error)))
      throw NetworkJSONHandlerError(code: .dataHandlerError(cause), underlying: error)
    }
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      throw NetworkJSONHandlerError(code: .decoderError(DecodingFailure(error)), underlying: error)
    }
  }

  /// Checks and decodes with the product's data handler (200...299 only).
  package static func handle<T: Decodable>(
    _ data: Data,
    with response: URLResponse,
    from decoder: JSONDecoder
  ) throws(NetworkJSONHandlerError) -> T {
    try self.handle(data, with: response, dataHandler: NetworkDataHandler.self, from: decoder)
  }
}
