package import Foundation

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// Accepts the body of an HTTP response only when its status code says success (200...299).
package enum NetworkDataHandler {
  /// The book's name for ``NetworkDataHandlerError``: the same type.
  package typealias Error = NetworkDataHandlerError

  /// Returns `data` when `response` is an HTTP response with a status in 200...299.
  ///
  /// Throws `.responseError` for a response that is not HTTP, `.statusCodeError(statusCode:)`
  /// for any other status.
  package static func handle(_ data: Data, with response: URLResponse) throws(NetworkDataHandlerError) -> Data {
    guard let response = response as? HTTPURLResponse else {
      throw NetworkDataHandlerError(code: .responseError)
    }
    guard 200...299 ~= response.statusCode else {
      throw NetworkDataHandlerError(code: .statusCodeError(statusCode: response.statusCode))
    }
    return data
  }
}
