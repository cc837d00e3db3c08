import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns an HTTP response into a decoded value: MIME type first, then status, then decoding.
package enum NetworkJSONHandler {
  package static func handle<T: Decodable>(
    _ data: Data,
    with response: URLResponse,
    from decoder: JSONDecoder
  ) throws(NetworkJSONHandlerError) -> T {
    // The MIME type is checked before the status so an HTML error page reads as what it is.
    guard response.mimeType?.lowercased() == "application/json" else {
      throw NetworkJSONHandlerError(code: .mimeTypeError(mimeType: response.mimeType))
    }
    let body: Data
    do {
      body = try NetworkDataHandler.handle(data, with: response)
    } catch {
      throw NetworkJSONHandlerError(code: .dataHandlerError(error))
    }
    do {
      return try decoder.decode(T.self, from: body)
    } catch {
      throw NetworkJSONHandlerError(code: .decoderError(DecodingFailure(error)))
    }
  }
}
