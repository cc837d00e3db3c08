import Foundation
import Testing

@testable import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL session double answering every request with one canned result.
struct StubURLSession: NetworkSessionURLSession {
  let result: @Sendable () throws -> (Data, URLResponse)

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try self.result()
  }
}

struct Payload: Decodable, Equatable {
  let name: String
}

let url = URL(string: "http://127.0.0.1/test.json")!

func response(status: Int, mimeType: String? = "application/json") -> URLResponse {
  HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: mimeType.map { ["Content-Type": $0] })!
}

@Suite struct NetworkDataHandlerTests {
  @Test(arguments: [200, 204, 299])
  func acceptsSuccessStatusCodes(status: Int) throws {
    let data = Data("x".utf8)
    #expect(try NetworkDataHandler.handle(data, with: response(status: status)) == data)
  }

  @Test(arguments: [199, 301, 404, 500])
  func refusesOtherStatusCodes(status: Int) {
    #expect(throws: NetworkDataHandlerError(code: .statusCodeError(statusCode: status))) {
      try NetworkDataHandler.handle(Data(), with: response(status: status))
    }
  }

  @Test func refusesANonHTTPResponse() {
    let plain = URLResponse(url: url, mimeType: "application/json", expectedContentLength: 0, textEncodingName: nil)
    #expect(throws: NetworkDataHandlerError(code: .responseError)) {
      try NetworkDataHandler.handle(Data(), with: plain)
    }
  }
}

@Suite struct NetworkJSONHandlerTests {
  @Test func decodesJSONFromASuccessfulResponse() throws {
    let payload: Payload = try NetworkJSONHandler.handle(Data(#"{"name":"a"}"#.utf8), with: response(status: 200), from: JSONDecoder())
    #expect(payload == Payload(name: "a"))
  }

  @Test func checksTheMIMETypeBeforeTheStatus() {
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(Data(), with: response(status: 500, mimeType: "text/html"), from: JSONDecoder())
    } throws: { error in
      guard case .mimeTypeError(mimeType: "text/html")? = (error as? NetworkJSONHandlerError)?.code else { return false }
      return error.localizedDescription == "The server sent text/html instead of application/json."
    }
  }

  @Test func wrapsTheDataHandlerError() {
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(Data("{}".utf8), with: response(status: 503), from: JSONDecoder())
    } throws: { error in
      guard case .dataHandlerError(let cause)? = (error as? NetworkJSONHandlerError)?.code else { return false }
      return cause.code == .statusCodeError(statusCode: 503) && error.localizedDescription.contains("HTTP 503")
    }
  }

  @Test(arguments: [
    (#"{"nam":"a"}"#, "`name` is missing"),
    (#"{"name":null}"#, "`name` is null"),
    (#"{"name":1}"#, "`name` is not a String"),
    (#"{"name":"#, "is not valid JSON"),
  ])
  func wrapsTheDecoderErrorWithItsPath(body: String, message: String) {
    #expect {
      let _: Payload = try NetworkJSONHandler.handle(Data(body.utf8), with: response(status: 200), from: JSONDecoder())
    } throws: { error in
      guard case .decoderError? = (error as? NetworkJSONHandlerError)?.code else { return false }
      return error.localizedDescription.contains(message)
    }
  }
}

@Suite struct NetworkSessionTests {
  @Test func returnsTheDecodedValue() async throws {
    let session = NetworkSession(urlSession: StubURLSession { (Data(#"{"name":"b"}"#.utf8), response(status: 200)) })
    let payload: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    #expect(payload == Payload(name: "b"))
  }

  @Test func wrapsTransportFailuresWithTheURL() async {
    let session = NetworkSession(urlSession: StubURLSession { throw URLError(.cannotConnectToHost) })
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    } throws: { error in
      guard case .sessionError(let cause)? = (error as? NetworkSessionError)?.code else { return false }
      return cause.urlErrorCode == URLError.Code.cannotConnectToHost.rawValue
        && error.localizedDescription.hasPrefix("Could not reach \(url.absoluteString)")
    }
  }

  @Test func wrapsHandlerFailures() async {
    let session = NetworkSession(urlSession: StubURLSession { (Data(), response(status: 404)) })
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    } throws: { error in
      guard case .jsonHandlerError(let cause)? = (error as? NetworkSessionError)?.code,
        case .dataHandlerError(let dataError) = cause.code
      else { return false }
      return dataError.code == .statusCodeError(statusCode: 404) && error.localizedDescription.contains("HTTP 404 (not found)")
    }
  }
}
