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
@Suite struct DevToolsHiddenActionsTests {
  /// The `Set-Cookie` a hide or show answered with, as the browser sends it back.
  nonisolated static func cookie(of response: TestResponse) throws -> String {
    let header = try #require(response.headers[.setCookie])
    return String(try #require(header.split(separator: ";").first))
  }

  @Test func aHiddenWordHidesItsStepsForThatBrowserOnlyUntilShownAgain() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    try fixture.store.dispatch(action: .raise(22))
    let (filtered, other, live, shown) = try await fixture.test { client in
      let cookie = try await client.execute(
        uri: "/_devtools/hidden", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "hide=raise%2822")
      ) { response in
        #expect(response.status == .badRequest)
        return response.headers[.setCookie]
      }
      #expect(cookie == nil)
      let hiding = try await client.execute(
        uri: "/_devtools/hidden", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "hide=raise")
      ) { response in
        #expect(response.status == .seeOther)
        #expect(response.headers[.location] == "/_devtools")
        let header = response.headers[.setCookie] ?? ""
        #expect(header.contains("HttpOnly") && header.contains("SameSite=Strict") && header.contains("Path=/_devtools"))
        return try Self.cookie(of: response)
      }
      let filtered = try await client.execute(uri: "/_devtools", method: .get, headers: [.cookie: hiding]) { String(buffer: $0.body) }
      let other = try await client.execute(uri: "/_devtools", method: .get) { String(buffer: $0.body) }
      let live = try await client.execute(uri: "/_devtools/gauge/live", method: .get, headers: [.cookie: hiding]) {
        String(buffer: $0.body)
      }
      let showing = try await client.execute(
        uri: "/_devtools/hidden", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: hiding], body: ByteBuffer(string: "show=raise")
      ) { try Self.cookie(of: $0) }
      let shown = try await client.execute(uri: "/_devtools", method: .get, headers: [.cookie: showing]) { String(buffer: $0.body) }
      return (filtered, other, live, shown)
    }
    #expect(filtered.contains("GaugeAction.raise(22)") == false)
    #expect(filtered.contains("2 step(s) on this page hidden by your filter."))
    #expect(filtered.contains("<code>raise</code>"))
    #expect(live.contains("GaugeAction.raise(1)") == false && live.contains("hidden by your filter"))
    // Another browser (no cookie) sees everything.
    #expect(other.contains("GaugeAction.raise(22)"))
    #expect(shown.contains("GaugeAction.raise(22)") && shown.contains("hidden by your filter") == false)
  }

  @Test func aCookieBeyondTheBoundsIsReadOnlyAsFarAsItIsValid() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(5))
    let words = (0..<40).map { "w\($0)" } + ["<script>", String(repeating: "x", count: 65)]
    let page = try await fixture.test { client in
      try await client.execute(
        uri: "/_devtools", method: .get, headers: [.cookie: "devtools_hidden=\(words.joined(separator: "|"))"]
      ) { String(buffer: $0.body) }
    }
    #expect(page.contains("<code>w15</code>"))
    #expect(page.contains("<code>w16</code>") == false)
    #expect(page.contains("<script>") == false)
    #expect(page.contains("GaugeAction.raise(5)"))
  }
}
