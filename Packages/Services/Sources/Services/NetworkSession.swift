public import Foundation

#if canImport(FoundationNetworking)
  public import FoundationNetworking
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
///
/// Every call is bounded by ``NetworkLimits``: a total deadline and a maximum body size.
public final class NetworkSession<URLSession>: Sendable where URLSession: NetworkSessionURLSession {
  private let urlSession: URLSession
  /// The bounds every call of this session keeps to.
  public let limits: NetworkLimits

  public init(urlSession: URLSession) {
    self.urlSession = urlSession
    self.limits = .standard
  }

  /// A session whose calls end after `limits.deadline` and refuse bodies over
  /// `limits.maximumBodySize`. Pair it with a ``BoundedURLSession`` of the same size, which
  /// stops reading at the limit instead of after the whole body arrived.
  public init(urlSession: URLSession, limits: NetworkLimits) {
    self.urlSession = urlSession
    self.limits = limits
  }
}

extension NetworkSession {
  /// The book's name for ``NetworkSessionError``: the same type for every `URLSession`.
  public typealias Error = NetworkSessionError

  /// Fetches `request` and decodes its JSON body as `T`.
  ///
  /// Throws ``NetworkSessionError``: `.sessionError` when the transport failed (refused,
  /// timed out, past the deadline, body too large), `.jsonHandlerError` when the response was
  /// refused or did not decode.
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

  /// Fetches `request` and decodes its JSON body as `T` with any decoder, checked, bounded and
  /// wrapped as the `JSONDecoder` call is: where a data package plugs in a faster reader of one
  /// document (QuakesData's feed parser) without subclassing `JSONDecoder`.
  ///
  /// ```swift
  /// let feed: Feed = try await session.json(for: request, from: FeedDecoder())
  /// ```
  public func json<T, Decoder>(
    for request: URLRequest,
    from decoder: Decoder
  ) async throws -> T where T: Decodable, Decoder: NetworkJSONHandlerDecoder {
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
  /// Generic over the three, as in the book, so a test passes doubles of any of them;
  /// `json(for:from:)` calls it with the product's own.
  ///
  /// Throws ``NetworkSessionError`` as `json(for:from:)` does; the error the session or the
  /// handler threw is its ``NetworkSessionError/underlying``.
  public func json<T, JSONHandler, DataHandler, Decoder>(
    for request: URLRequest,
    jsonHandler: JSONHandler.Type,
    dataHandler: DataHandler.Type,
    from decoder: Decoder
  ) async throws -> T
  where
    T: Decodable,
    JSONHandler: NetworkSessionJSONHandler,
    DataHandler: NetworkJSONHandlerDataHandler,
    Decoder: NetworkJSONHandlerDecoder
  {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await self.fetch(request)
    } catch let failure as TransportFailure {
      throw NetworkSessionError(code: .sessionError(failure))
    } catch {
      throw NetworkSessionError(
        code: .sessionError(TransportFailure(error, url: request.url)),
        underlying: error
      )
    }
    do {
      return try jsonHandler.handle(data, with: response, dataHandler: dataHandler, from: decoder)
    } catch {
      let cause =
        error as? NetworkJSONHandlerError
        ?? NetworkJSONHandlerError(code: .handlerError(description: String(describing: error)), underlying: error)
      throw NetworkSessionError(code: .jsonHandlerError(cause), underlying: error)
    }
  }

  /// The response to `request` within the deadline and the size limit.
  ///
  /// The transfer and a timer race in one task group; whichever ends first cancels the other,
  /// so a stalled server costs at most the deadline.
  private func fetch(_ request: URLRequest) async throws -> (Data, URLResponse) {
    let limits = self.limits
    let urlSession = self.urlSession
    let result = try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
      group.addTask { try await urlSession.data(for: request) }
      group.addTask {
        try await Task.sleep(for: limits.deadline)
        return nil
      }
      defer { group.cancelAll() }
      return try await group.next() ?? nil
    }
    guard let (data, response) = result else {
      throw TransportFailure(
        message: "No complete answer within \(Self.describe(limits.deadline)).",
        url: request.url,
        urlErrorCode: URLError.Code.timedOut.rawValue
      )
    }
    guard data.count <= limits.maximumBodySize else {
      throw TransportFailure(
        BoundedURLSession.BodyTooLarge(maximumBodySize: limits.maximumBodySize),
        url: request.url
      )
    }
    return (data, response)
  }

  private static func describe(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return value == value.rounded() ? "\(Int64(seconds)) s" : "\(value) s"
  }
}
