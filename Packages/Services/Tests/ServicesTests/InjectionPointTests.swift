import Foundation
import Testing

@testable import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// The book's injection points: each layer is tested with doubles of the layer below it.
// The doubles are types (the handlers are called through their metatypes), so what they saw
// lives in one locked record and the suite runs serialized.

/// What the doubles saw and what they answer with.
final class DoubleRecord: @unchecked Sendable {
  // Safe: every stored property is read and written only while holding `lock`.
  private let lock = NSLock()
  private var _parameterData: Data?
  private var _parameterResponse: URLResponse?
  private var _returnData: Data?
  private var _returnError: (any Error)?

  static let shared = DoubleRecord()

  func reset(returnData: Data? = nil, returnError: (any Error)? = nil) {
    self.lock.withLock {
      self._parameterData = nil
      self._parameterResponse = nil
      self._returnData = returnData
      self._returnError = returnError
    }
  }

  /// Records the parameters; returns the canned data, or throws the canned error.
  func answer(_ data: Data, _ response: URLResponse?) throws -> Data {
    let (returnData, returnError) = self.lock.withLock {
      self._parameterData = data
      self._parameterResponse = response
      return (self._returnData, self._returnError)
    }
    if let returnError { throw returnError }
    return returnData ?? data
  }

  var parameterData: Data? { self.lock.withLock { self._parameterData } }
  var parameterResponse: URLResponse? { self.lock.withLock { self._parameterResponse } }
}

enum NetworkDataHandlerTestDouble: NetworkJSONHandlerDataHandler {
  static func handle(_ data: Data, with response: URLResponse) throws -> Data {
    try DoubleRecord.shared.answer(data, response)
  }
}

/// A decoder double: records the data it was given, decodes `{"name":"double"}` or throws.
struct JSONDecoderTestDouble: NetworkJSONHandlerDecoder {
  let error: (any Error)?

  func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable {
    _ = try DoubleRecord.shared.answer(data, nil)
    if let error { throw error }
    return try JSONDecoder().decode(T.self, from: Data(#"{"name":"double"}"#.utf8))
  }
}

enum NetworkJSONHandlerTestDouble: NetworkSessionJSONHandler {
  static func handle<T, DataHandler, Decoder>(
    _ data: Data,
    with response: URLResponse,
    dataHandler: DataHandler.Type,
    from decoder: Decoder
  ) throws -> T where T: Decodable, DataHandler: NetworkJSONHandlerDataHandler, Decoder: NetworkJSONHandlerDecoder {
    // Passes straight to the injected data handler and decoder, skipping the MIME type check.
    try decoder.decode(T.self, from: dataHandler.handle(data, with: response))
  }
}

struct DoubleError: Error, Equatable {
  let name: String
}

@Suite(.serialized) struct InjectionPointTests {
  @Test func theJSONHandlerDecodesWhatTheInjectedDataHandlerReturnsWithTheInjectedDecoder() throws {
    DoubleRecord.shared.reset(returnData: Data("from the data handler".utf8))
    let payload: Payload = try NetworkJSONHandler.handle(
      Data("body".utf8),
      with: response(status: 500),
      dataHandler: NetworkDataHandlerTestDouble.self,
      from: JSONDecoderTestDouble(error: nil)
    )
    #expect(payload == Payload(name: "double"))
    // The decoder saw what the data handler returned, not the body.
    #expect(DoubleRecord.shared.parameterData == Data("from the data handler".utf8))
  }

  @Test func theJSONHandlerChecksTheMIMETypeBeforeTheInjectedDataHandler() {
    DoubleRecord.shared.reset()
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(
        Data("body".utf8),
        with: response(status: 200, mimeType: "text/plain"),
        dataHandler: NetworkDataHandlerTestDouble.self,
        from: JSONDecoderTestDouble(error: nil)
      )
    } throws: { error in
      guard case .mimeTypeError(mimeType: "text/plain")? = (error as? NetworkJSONHandlerError)?.code else { return false }
      return (error as? NetworkJSONHandlerError)?.underlying == nil
    }
    #expect(DoubleRecord.shared.parameterData == nil)
  }

  @Test func theJSONHandlerWrapsAnInjectedDataHandlersErrorWithItAsUnderlying() {
    DoubleRecord.shared.reset(returnError: DoubleError(name: "refused"))
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(
        Data("body".utf8),
        with: response(status: 200),
        dataHandler: NetworkDataHandlerTestDouble.self,
        from: JSONDecoderTestDouble(error: nil)
      )
    } throws: { error in
      guard let error = error as? NetworkJSONHandlerError,
        case .dataHandlerError(let cause) = error.code,
        case .handlerError(let description) = cause.code
      else { return false }
      return error.underlying as? DoubleError == DoubleError(name: "refused") && description.contains("refused")
    }
    #expect(DoubleRecord.shared.parameterData == Data("body".utf8))
    #expect(DoubleRecord.shared.parameterResponse?.mimeType == "application/json")
  }

  @Test func theJSONHandlerWrapsAnInjectedDecodersErrorWithItAsUnderlying() {
    DoubleRecord.shared.reset()
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(
        Data("body".utf8),
        with: response(status: 200),
        dataHandler: NetworkDataHandlerTestDouble.self,
        from: JSONDecoderTestDouble(error: DoubleError(name: "undecodable"))
      )
    } throws: { error in
      guard let error = error as? NetworkJSONHandlerError, case .decoderError = error.code else { return false }
      return error.underlying as? DoubleError == DoubleError(name: "undecodable")
    }
  }

  @Test func theSessionHandsTheResponseToTheInjectedJSONHandlerWithTheInjectedDataHandlerAndDecoder() async throws {
    DoubleRecord.shared.reset()
    // A plain-text 500: only the doubles are asked, so it still decodes.
    let session = NetworkSession(urlSession: StubURLSession { (Data("raw".utf8), response(status: 500, mimeType: "text/plain")) })
    let payload: Payload = try await session.json(
      for: URLRequest(url: url),
      jsonHandler: NetworkJSONHandlerTestDouble.self,
      dataHandler: NetworkDataHandlerTestDouble.self,
      from: JSONDecoderTestDouble(error: nil)
    )
    #expect(payload == Payload(name: "double"))
    #expect(DoubleRecord.shared.parameterData == Data("raw".utf8))
  }

  @Test func theSessionWrapsAnInjectedJSONHandlersErrorWithItAsUnderlying() async {
    DoubleRecord.shared.reset(returnError: DoubleError(name: "handler"))
    let session = NetworkSession(urlSession: StubURLSession { (Data("raw".utf8), response(status: 200)) })
    await #expect {
      let _: Payload = try await session.json(
        for: URLRequest(url: url),
        jsonHandler: NetworkJSONHandlerTestDouble.self,
        dataHandler: NetworkDataHandlerTestDouble.self,
        from: JSONDecoderTestDouble(error: nil)
      )
    } throws: { error in
      guard let error = error as? NetworkSessionError,
        case .jsonHandlerError(let cause) = error.code,
        case .handlerError = cause.code
      else { return false }
      return error.underlying as? DoubleError == DoubleError(name: "handler")
    }
  }

  @Test func anyDecoderReadsTheBodyBehindTheProductsOwnChecks() async throws {
    DoubleRecord.shared.reset()
    let good = NetworkSession(urlSession: StubURLSession { (Data("raw".utf8), response(status: 200)) })
    let payload: Payload = try await good.json(for: URLRequest(url: url), from: JSONDecoderTestDouble(error: nil))
    #expect(payload == Payload(name: "double"))
    #expect(DoubleRecord.shared.parameterData == Data("raw".utf8))
    // The product's data handler still refuses a failed status before the decoder is asked.
    DoubleRecord.shared.reset()
    let failed = NetworkSession(urlSession: StubURLSession { (Data("raw".utf8), response(status: 500)) })
    await #expect {
      let _: Payload = try await failed.json(for: URLRequest(url: url), from: JSONDecoderTestDouble(error: nil))
    } throws: { error in
      guard let error = error as? NetworkSessionError, case .jsonHandlerError(let cause) = error.code,
        case .dataHandlerError = cause.code
      else { return false }
      return true
    }
    #expect(DoubleRecord.shared.parameterData == nil)
  }

  @Test func theSessionKeepsTheTransportErrorAsUnderlying() async {
    let session = NetworkSession(urlSession: StubURLSession { throw URLError(.timedOut) })
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    } throws: { error in
      guard let error = error as? NetworkSessionError, case .sessionError = error.code else { return false }
      return (error.underlying as? URLError)?.code == .timedOut
    }
  }
}
