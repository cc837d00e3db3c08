import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Tests written the way the book writes its Services tests: each layer is driven through its
// generic entry point with doubles of the layer below, and failures are read through the book's
// names (`NetworkDataHandler.Error`, `NetworkJSONHandler.Error`, `NetworkSession.Error`) and its
// payload-free codes (`error.code == .mimeTypeError`). The file imports `Services` without
// `@testable`, as the book's tests do.
//
// The handler doubles are types, called through their metatypes, so what they saw cannot live
// in an instance. It lives in a `BookScript` bound to the running test as a task-local value:
// tests (and the other suites of this module) run side by side without sharing it.

/// An error with an identity, so a test can tell that the very error a double threw came back
/// as the `underlying` error.
private final class BookFailure: Error {}

/// The value the decoder doubles answer with; a class, so a test can check its identity.
private final class BookParcel: Decodable, Sendable {}

/// What the static doubles of one test saw, and what they answer with.
private final class BookScript: @unchecked Sendable {
  // Safe: every stored variable is read and written only while holding `lock`.
  private let lock = NSLock()
  private var _seenData: Data?
  private var _seenResponse: URLResponse?
  private var _dataAnswer: Data?
  private var _parcelAnswer: BookParcel?
  /// What a double throws when it has no answer.
  let failure = BookFailure()

  /// The script of the running test; every static double reads it.
  @TaskLocal static var current = BookScript()

  /// The data handler double returns `data`; without it, it throws ``failure``.
  var dataAnswer: Data? {
    get { self.lock.withLock { self._dataAnswer } }
    set { self.lock.withLock { self._dataAnswer = newValue } }
  }

  /// The JSON handler double returns `parcel`; without it, it throws ``failure``.
  var parcelAnswer: BookParcel? {
    get { self.lock.withLock { self._parcelAnswer } }
    set { self.lock.withLock { self._parcelAnswer = newValue } }
  }

  var seenData: Data? { self.lock.withLock { self._seenData } }
  var seenResponse: URLResponse? { self.lock.withLock { self._seenResponse } }

  func see(_ data: Data, _ response: URLResponse) {
    self.lock.withLock {
      self._seenData = data
      self._seenResponse = response
    }
  }
}

/// A data handler double: remembers what it was handed; answers with the script's data.
private enum BookDataHandlerDouble: NetworkJSONHandlerDataHandler {
  static func handle(_ data: Data, with response: URLResponse) throws -> Data {
    let script = BookScript.current
    script.see(data, response)
    guard let answer = script.dataAnswer else { throw script.failure }
    return answer
  }
}

/// A decoder double: remembers the type and the bytes it was asked to decode; answers with its
/// parcel, or throws its own failure.
private final class BookDecoderDouble: NetworkJSONHandlerDecoder {
  private(set) var askedType: Any.Type?
  private(set) var askedData: Data?
  var answer: BookParcel?
  let failure = BookFailure()

  func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable {
    self.askedType = type
    self.askedData = data
    guard let answer = self.answer as? T else { throw self.failure }
    return answer
  }
}

/// A JSON handler double for the session: remembers the response it was handed; answers with
/// the script's parcel.
private enum BookJSONHandlerDouble: NetworkSessionJSONHandler {
  static func handle<T, DataHandler, Decoder>(
    _ data: Data,
    with response: URLResponse,
    dataHandler: DataHandler.Type,
    from decoder: Decoder
  ) throws -> T where T: Decodable, DataHandler: NetworkJSONHandlerDataHandler, Decoder: NetworkJSONHandlerDecoder {
    let script = BookScript.current
    script.see(data, response)
    guard let answer = script.parcelAnswer as? T else { throw script.failure }
    return answer
  }
}

/// A URL session double: remembers the request; answers with its canned data and response, or
/// throws its own failure.
private final class BookURLSessionDouble: NetworkSessionURLSession, @unchecked Sendable {
  // Safe: every stored variable is read and written only while holding `lock`.
  private let lock = NSLock()
  private var _seenRequest: URLRequest?
  private let answer: (Data, URLResponse)?
  let failure = BookFailure()

  init(answer: (Data, URLResponse)? = nil) {
    self.answer = answer
  }

  var seenRequest: URLRequest? { self.lock.withLock { self._seenRequest } }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    self.lock.withLock { self._seenRequest = request }
    guard let answer = self.answer else { throw self.failure }
    return answer
  }
}

private enum BookFixture {
  static let url = URL(string: "http://127.0.0.1:8080/book.json")!
  static let body = Data(#"{"book":true}"#.utf8)

  static func http(status: Int = 200, contentType: String? = "application/json") -> HTTPURLResponse {
    HTTPURLResponse(
      url: Self.url,
      statusCode: status,
      httpVersion: "HTTP/1.1",
      headerFields: contentType.map { ["Content-Type": $0] }
    )!
  }

  /// A response that is not HTTP at all, as a `file:` or custom protocol answers.
  static func plain(mimeType: String? = nil) -> URLResponse {
    URLResponse(url: Self.url, mimeType: mimeType, expectedContentLength: 0, textEncodingName: nil)
  }
}

// MARK: - The data handler

@Suite struct BookStyleDataHandlerTests {
  @Test func aResponseThatIsNotHTTPIsAResponseError() {
    let error = #expect(throws: NetworkDataHandler.Error.self) {
      try NetworkDataHandler.handle(BookFixture.body, with: BookFixture.plain(mimeType: "application/json"))
    }
    #expect(error?.code == .responseError)
  }

  @Test(arguments: [100, 101, 199, 300, 304, 400, 404, 429, 500, 503, 599])
  func aStatusOutsideTheSuccessRangeIsAStatusCodeError(status: Int) throws {
    let thrown = #expect(throws: NetworkDataHandler.Error.self) {
      try NetworkDataHandler.handle(BookFixture.body, with: BookFixture.http(status: status))
    }
    let error = try #require(thrown)
    #expect(error.code == .statusCodeError)
    // Beyond the book: the code keeps the status it refused.
    #expect(error.code == .statusCodeError(statusCode: status))
  }

  @Test(arguments: [200, 201, 204, 250, 299])
  func aSuccessStatusHandsBackTheBodyUntouched(status: Int) throws {
    let data = try NetworkDataHandler.handle(BookFixture.body, with: BookFixture.http(status: status))
    #expect(data == BookFixture.body)
  }
}

// MARK: - The JSON handler, through its generic entry point

@Suite struct BookStyleJSONHandlerTests {
  @Test(arguments: ["text/html", "image/png", "application/xml"])
  func aMIMETypeOtherThanJSONIsRefusedBeforeTheDataHandlerIsAsked(contentType: String) throws {
    let script = BookScript()
    script.dataAnswer = BookFixture.body
    let decoder = BookDecoderDouble()
    decoder.answer = BookParcel()
    let thrown = BookScript.$current.withValue(script) {
      #expect(throws: NetworkJSONHandler.Error.self) {
        let _: BookParcel = try NetworkJSONHandler.handle(
          BookFixture.body,
          with: BookFixture.http(contentType: contentType),
          dataHandler: BookDataHandlerDouble.self,
          from: decoder
        )
      }
    }
    let error = try #require(thrown)
    #expect(error.code == .mimeTypeError)
    #expect(error.code != .dataHandlerError && error.code != .jsonDecoderError)
    #expect(error.underlying == nil)
    #expect(script.seenData == nil)
    #expect(decoder.askedData == nil)
  }

  @Test func aMissingMIMETypeIsAMIMETypeError() throws {
    let decoder = BookDecoderDouble()
    let thrown = #expect(throws: NetworkJSONHandler.Error.self) {
      let _: BookParcel = try NetworkJSONHandler.handle(
        BookFixture.body,
        with: BookFixture.http(contentType: nil),
        dataHandler: NetworkDataHandler.self,
        from: decoder
      )
    }
    let error = try #require(thrown)
    #expect(error.code == .mimeTypeError)
    #expect(error.underlying == nil)
  }

  @Test func theDataHandlersErrorIsWrappedAsADataHandlerError() throws {
    let script = BookScript()
    let decoder = BookDecoderDouble()
    let response = BookFixture.http()
    let thrown = BookScript.$current.withValue(script) {
      #expect(throws: NetworkJSONHandler.Error.self) {
        let _: BookParcel = try NetworkJSONHandler.handle(
          BookFixture.body,
          with: response,
          dataHandler: BookDataHandlerDouble.self,
          from: decoder
        )
      }
    }
    let error = try #require(thrown)
    #expect(error.code == .dataHandlerError)
    let underlying = try #require(error.underlying as? BookFailure)
    #expect(underlying === script.failure)
    #expect(script.seenData == BookFixture.body)
    #expect(script.seenResponse === response)
    #expect(decoder.askedData == nil)
  }

  @Test func theProductsDataHandlerRefusingAStatusIsItsUnderlyingError() throws {
    let decoder = BookDecoderDouble()
    let thrown = #expect(throws: NetworkJSONHandler.Error.self) {
      let _: BookParcel = try NetworkJSONHandler.handle(
        BookFixture.body,
        with: BookFixture.http(status: 404),
        dataHandler: NetworkDataHandler.self,
        from: decoder
      )
    }
    let error = try #require(thrown)
    #expect(error.code == .dataHandlerError)
    let underlying = try #require(error.underlying as? NetworkDataHandler.Error)
    #expect(underlying.code == .statusCodeError)
    #expect(decoder.askedData == nil)
  }

  @Test func theDecodersErrorIsWrappedAsAJSONDecoderError() throws {
    let script = BookScript()
    script.dataAnswer = Data("what the data handler kept".utf8)
    let decoder = BookDecoderDouble()
    let thrown = BookScript.$current.withValue(script) {
      #expect(throws: NetworkJSONHandler.Error.self) {
        let _: BookParcel = try NetworkJSONHandler.handle(
          BookFixture.body,
          with: BookFixture.http(),
          dataHandler: BookDataHandlerDouble.self,
          from: decoder
        )
      }
    }
    let error = try #require(thrown)
    #expect(error.code == .jsonDecoderError)
    let underlying = try #require(error.underlying as? BookFailure)
    #expect(underlying === decoder.failure)
    // The decoder was asked for the type the caller wanted, with what the data handler returned.
    #expect(decoder.askedType == BookParcel.self)
    #expect(decoder.askedData == Data("what the data handler kept".utf8))
  }

  @Test func aJSONResponseTheDataHandlerAcceptsComesBackAsTheDecodersValue() throws {
    let script = BookScript()
    script.dataAnswer = BookFixture.body
    let decoder = BookDecoderDouble()
    decoder.answer = BookParcel()
    let parcel: BookParcel = try BookScript.$current.withValue(script) {
      // The MIME type is compared without regard to case.
      try NetworkJSONHandler.handle(
        BookFixture.body,
        with: BookFixture.http(contentType: "Application/JSON"),
        dataHandler: BookDataHandlerDouble.self,
        from: decoder
      )
    }
    #expect(parcel === decoder.answer)
    #expect(decoder.askedData == BookFixture.body)
  }
}

// MARK: - The session, through its generic entry point

@Suite struct BookStyleSessionTests {
  @Test func aTransportFailureIsASessionErrorWithTheFailureUnderlying() async throws {
    let script = BookScript()
    script.parcelAnswer = BookParcel()
    let urlSession = BookURLSessionDouble()
    let session = NetworkSession(urlSession: urlSession)
    let request = URLRequest(url: BookFixture.url)
    let thrown = await BookScript.$current.withValue(script) {
      await #expect(throws: NetworkSession<BookURLSessionDouble>.Error.self) {
        let _: BookParcel = try await session.json(
          for: request,
          jsonHandler: BookJSONHandlerDouble.self,
          dataHandler: NetworkDataHandler.self,
          from: JSONDecoder()
        )
      }
    }
    let error = try #require(thrown)
    #expect(error.code == .sessionError)
    #expect(error.code != .jsonHandlerError)
    let underlying = try #require(error.underlying as? BookFailure)
    #expect(underlying === urlSession.failure)
    #expect(urlSession.seenRequest == request)
    // No response, so the JSON handler was never asked.
    #expect(script.seenResponse == nil)
  }

  @Test func theJSONHandlersErrorIsAJSONHandlerErrorWithItUnderlying() async throws {
    let script = BookScript()
    let response = BookFixture.http()
    let session = NetworkSession(urlSession: BookURLSessionDouble(answer: (BookFixture.body, response)))
    let thrown = await BookScript.$current.withValue(script) {
      await #expect(throws: NetworkSession<BookURLSessionDouble>.Error.self) {
        let _: BookParcel = try await session.json(
          for: URLRequest(url: BookFixture.url),
          jsonHandler: BookJSONHandlerDouble.self,
          dataHandler: NetworkDataHandler.self,
          from: JSONDecoder()
        )
      }
    }
    let error = try #require(thrown)
    #expect(error.code == .jsonHandlerError)
    let underlying = try #require(error.underlying as? BookFailure)
    #expect(underlying === script.failure)
    #expect(script.seenData == BookFixture.body)
    #expect(script.seenResponse === response)
  }

  @Test func theJSONHandlersValueIsTheSessionsValue() async throws {
    let script = BookScript()
    script.parcelAnswer = BookParcel()
    let response = BookFixture.http()
    let urlSession = BookURLSessionDouble(answer: (BookFixture.body, response))
    let session = NetworkSession(urlSession: urlSession)
    let request = URLRequest(url: BookFixture.url)
    let parcel: BookParcel = try await BookScript.$current.withValue(script) {
      try await session.json(
        for: request,
        jsonHandler: BookJSONHandlerDouble.self,
        dataHandler: BookDataHandlerDouble.self,
        from: BookDecoderDouble()
      )
    }
    #expect(parcel === script.parcelAnswer)
    #expect(urlSession.seenRequest == request)
    #expect(script.seenResponse === response)
  }

  @Test func thePlainEntryPointRunsTheProductsHandlersThroughTheGenericOne() async throws {
    // An HTML error page: the product's JSON handler refuses it on its MIME type, and the
    // session wraps that refusal with the JSON handler's error underlying.
    let page: (Data, URLResponse) = (Data("<h1>Bad gateway</h1>".utf8), BookFixture.http(status: 502, contentType: "text/html"))
    let session = NetworkSession(urlSession: BookURLSessionDouble(answer: page))
    let thrown = await #expect(throws: NetworkSession<BookURLSessionDouble>.Error.self) {
      let _: BookParcel = try await session.json(for: URLRequest(url: BookFixture.url), from: JSONDecoder())
    }
    let error = try #require(thrown)
    #expect(error.code == .jsonHandlerError)
    let underlying = try #require(error.underlying as? NetworkJSONHandler.Error)
    #expect(underlying.code == .mimeTypeError)
    #expect(underlying.underlying == nil)
  }
}
