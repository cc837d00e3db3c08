import Foundation
import Testing

@testable import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL session double that never answers until cancelled.
struct SilentURLSession: NetworkSessionURLSession {
  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await Task.sleep(for: .seconds(3_600))
    throw URLError(.unknown)
  }
}

/// Every call keeps to a total deadline and a maximum body size.
@Suite struct NetworkLimitsTests {
  @Test func aCallThatDoesNotFinishEndsAtTheDeadline() async {
    let session = NetworkSession(urlSession: SilentURLSession(), limits: NetworkLimits(deadline: .milliseconds(200)))
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    } throws: { error in
      guard case .sessionError(let cause)? = (error as? NetworkSessionError)?.code else { return false }
      return cause.urlErrorCode == URLError.Code.timedOut.rawValue
        && error.localizedDescription == "Could not reach \(url.absoluteString): No complete answer within 0.2 s."
    }
  }

  @Test func aBodyOverTheMaximumIsRefused() async {
    let body = Data(#"{"name":"a long enough name"}"#.utf8)
    let session = NetworkSession(
      urlSession: StubURLSession { (body, response(status: 200)) },
      limits: NetworkLimits(maximumBodySize: body.count - 1)
    )
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: url), from: JSONDecoder())
    } throws: { error in
      error.localizedDescription.contains("larger than \(body.count - 1) bytes")
    }
  }

  @Test func credentialsInTheRequestURLNeverReachTheMessage() async throws {
    let secret = try #require(URL(string: "http://user:s3cret@127.0.0.1:9/feed.json"))
    let session = NetworkSession(urlSession: StubURLSession { throw URLError(.cannotConnectToHost) })
    await #expect {
      let _: Payload = try await session.json(for: URLRequest(url: secret), from: JSONDecoder())
    } throws: { error in
      error.localizedDescription.hasPrefix("Could not reach http://127.0.0.1:9/feed.json")
        && error.localizedDescription.contains("s3cret") == false
    }
  }
}
