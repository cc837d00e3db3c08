import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

/// DevTools' pages link the host's stylesheet only when the host names one (DevTools assumes
/// nothing of where a host keeps its assets), before DevTools' own.
@MainActor
@Suite struct DevToolsStylesheetTests {
  func pages(hostStylesheet: String?) async throws -> [String] {
    let fixture = DevToolsFixture()
    let router = Router()
    let gate = try #require(DevToolsGate(token: "q7Lw-2mXv-9Rk4-Tz8p"))
    DevToolsRoutes.add(
      to: router, inspection: fixture.inspection, titles: ["gauge": "Gauge"], maxBodySize: 1024, gate: gate,
      hostStylesheet: hostStylesheet)
    return try await Application(router: router).test(.router) { client in
      var pages: [String] = []
      for (uri, cookie) in [("/_devtools/sign-in", nil), ("/_devtools", "q7Lw-2mXv-9Rk4-Tz8p")] {
        var headers: HTTPFields = [.accept: "text/html"]
        if let cookie { headers[.cookie] = "devtools_token=\(cookie)" }
        pages.append(String(buffer: try await client.execute(uri: uri, method: .get, headers: headers).body))
      }
      return pages
    }
  }

  @Test func everyPageLinksTheHostsStylesheetFirstWhenTheHostNamesOne() async throws {
    for page in try await self.pages(hostStylesheet: "/static/site.css") {
      let host = try #require(page.range(of: #"<link rel="stylesheet" href="/static/site.css" type="text/css"/>"#))
      let own = try #require(page.range(of: #"<link rel="stylesheet" href="/_devtools/devtools.css" type="text/css"/>"#))
      #expect(host.lowerBound < own.lowerBound)
    }
    for page in try await self.pages(hostStylesheet: nil) {
      #expect(page.contains("/_assets/") == false)
      #expect(page.contains(#"href="/_devtools/devtools.css""#))
    }
  }
}
