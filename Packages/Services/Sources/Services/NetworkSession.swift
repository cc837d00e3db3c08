import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What the network session needs from `URLSession`; a seam for unit tests of one layer.
public protocol NetworkSessionURLSession: Sendable {
  func data(for request: URLRequest) async throws -> (Data, URLResponse)
}

extension URLSession: NetworkSessionURLSession {
  public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await self.data(for: request, delegate: nil)
  }
}

/// Performs requests and hands back decoded JSON, wrapping every failure with its cause.
public final class NetworkSession<URLSession>: Sendable where URLSession: NetworkSessionURLSession {
  private let urlSession: URLSession

  public init(urlSession: URLSession) {
    self.urlSession = urlSession
  }
}

extension NetworkSession {
  /// Fetches `request` and decodes its JSON body as `T`.
  ///
  /// Throws ``NetworkSessionError``: `.sessionError` when the transport failed (refused,
  /// timed out), `.jsonHandlerError` when the response was refused or did not decode.
  public func json<T>(
    for request: URLRequest,
    from decoder: JSONDecoder
  ) async throws -> T where T: Decodable {
    try await self.json(
      for: request,
      jsonHandler: NetworkJSONHandler.self,
      dataHandler: NetworkDataHandler.self,
      from: decoder
    )
  }

  /// Fetches `request` and lets `jsonHandler` turn the response into a `T`, with
  /// `dataHandler` and `decoder`: the book's injection points, for tests of one layer.
  ///
  /// Throws ``NetworkSessionError`` as ``json(for:from:)`` does; the error the session or the
  /// handler threw is its ``NetworkSessionError/underlying``.
  public func json<T>(
    for request: URLRequest,
    jsonHandler: any NetworkSessionJSONHandler.Type,
    dataHandler: any NetworkJSONHandlerDataHandler.Type,
    from decoder: any NetworkJSONHandlerDecoder
  ) async throws -> T where T: Decodable {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await self.urlSession.data(for: request)
    } catch {
      throw NetworkSessionError(
        code: .sessionError(TransportFailure(error, url: request.url)),
        underlying: error
      )
    }
    do {
      return try jsonHandler.handle(data, with: response, dataHandler: dataHandler, from: decoder)
    } catch {
      let cause = error as? NetworkJSONHandlerError
        ?? NetworkJSONHandlerError(code: .handlerError(description: String(describing: error)), underlying: error)
      throw NetworkSessionError(code: .jsonHandlerError(cause), underlying: error)
    }
  }
}
