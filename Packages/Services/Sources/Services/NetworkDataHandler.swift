package import Foundation

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// Accepts the body of an HTTP response only when its status code says success (200...299).
package enum NetworkDataHandler {
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
