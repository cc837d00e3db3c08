import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

@MainActor
@Suite struct DevToolsGateTests {
  static let token = "k7Hq-2vLr9-Wm4x-Pz8s"

  func test<Value: Sendable>(_ fixture: DevToolsFixture, _ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws
    -> Value
  {
    // The token file's surrounding blank space is not part of the token.
    let gate: DevToolsGate = try #require(DevToolsGate(token: "\n  \(Self.token)\n"))
    let router = Router()
    DevToolsRoutes.add(
      to: router, inspection: fixture.inspection, titles: ["gauge": "Gauge"], maxBodySize: 64 * 1024, gate: gate)
    return try await Application(router: router).test(.router, body)
  }

  @Test func withoutTheTokenEveryPageEndpointAndFormIsRefused() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    try await self.test(fixture) { client in
      try await client.execute(uri: "/_devtools", method: .get, headers: [.accept: "text/html"]) { response in
        #expect(response.status == .unauthorized)
        let page = String(buffer: response.body)
        #expect(page.contains("name=\"token\""))
        #expect(page.contains("GaugeAction.raise(3)") == false)
      }
      for uri in [
        "/_devtools/gauge/actions", "/_devtools/gauge/state", "/_devtools/gauge/export", "/_devtools/gauge/log", "/_devtools/gauge/test",
      ] {
        try await client.execute(uri: uri, method: .get) { response in
          #expect(response.status == .unauthorized, "\(uri)")
          #expect(String(buffer: response.body).contains("raise") == false, "\(uri)")
        }
      }
      try await client.execute(
        uri: "/_devtools/gauge/travel", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: "devtools_token=wrong-token-of-some-length"],
        body: ByteBuffer(string: "step=0")
      ) { #expect($0.status == .unauthorized) }
    }
    #expect(fixture.inspection.inspector(slug: "gauge")?.travelledStep == nil)
    #expect(fixture.store.state == 3)
  }

  @Test func aWrongTokenIsToldAndARightOneSignsTheBrowserIn() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    let page = try await self.test(fixture) { client in
      try await client.execute(
        uri: "/_devtools/sign-in", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "token=k7Hq-2vLr9-Wm4x-Pz8t")
      ) { response in
        #expect(response.status == .unauthorized)
        #expect(response.headers[.setCookie] == nil)
        #expect(String(buffer: response.body).contains("That token is not the right one."))
      }
      let cookie = try await client.execute(
        uri: "/_devtools/sign-in", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "token=\(Self.token)")
      ) { response in
        #expect(response.status == .seeOther)
        let header = response.headers[.setCookie] ?? ""
        #expect(header.contains("HttpOnly") && header.contains("SameSite=Strict") && header.contains("Path=/_devtools"))
        return String(header.split(separator: ";").first ?? "")
      }
      return try await client.execute(uri: "/_devtools", method: .get, headers: [.cookie: cookie]) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
    }
    #expect(page.contains("GaugeAction.raise(3)"))
  }

  @Test func aShortOrUnsendableTokenMakesNoGateAndNoGateShowsItsToken() {
    #expect(DevToolsGate(token: "short") == nil)
    #expect(DevToolsGate(token: "sixteen chars no") == nil)
    #expect(DevToolsGate(token: "sixteen;chars;no") == nil)
    let gate = DevToolsGate(token: Self.token)
    #expect(gate != nil)
    #expect(String(describing: gate).contains(Self.token) == false)
    #expect(String(reflecting: gate).contains(Self.token) == false)
  }
}
