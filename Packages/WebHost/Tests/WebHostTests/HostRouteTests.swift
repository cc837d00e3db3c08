import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

@MainActor @Suite struct HostRouteTests {
  @Test func indexLinksEveryModule() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.execute(uri: "/", method: .get)
      #expect(response.status == .ok)
      #expect(String(buffer: response.body).contains(#"<a href="/fake">Fake</a>"#))
    }
  }

  @Test func healthzAnswersOK() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == "ok\n")
    }
  }

  @Test(arguments: ["/nowhere", "/fake/missing", "/_events/nowhere", "/fake/actions/unknown"])
  func unknownRoutesGetA404Page(uri: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .notFound)
      #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
      #expect(String(buffer: response.body).contains("404"))
    }
  }

  @Test func pageRendersEveryRegionInsideTheShell() async throws {
    let fixture = try HostFixture()
    fixture.module.model.count = 7
    try await fixture.test { client in
      let html = String(buffer: try await client.execute(uri: "/fake", method: .get).body)
      #expect(html.contains(#"<div id="live-count""#))
      #expect(html.contains("<p>Count: 7</p>"))
      #expect(html.contains("&lt;b&gt;bold&lt;/b&gt; &amp; more"))
      #expect(html.contains(#"href="/_assets/fake/fake.css""#))
      #expect(html.contains(#"src="/_assets/live.js""#))
    }
    #expect(fixture.module.tearDownCount == 1)
  }

  @Test func subpageIsServedUnderTheSlug() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: "/fake/about", method: .get)
      #expect(response.status == .ok)
      #expect(String(buffer: response.body).contains("<p>About</p>"))
    }
  }

  @Test func pageRejectingItsQueryGetsA400() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: "/fake?broken=1", method: .get)
      #expect(response.status == .badRequest)
      #expect(String(buffer: response.body).contains("not allowed"))
    }
  }

  /// A GET form writes a space as `+` and a literal plus as `%2B`.
  @Test(arguments: [
    ("/fake/echo?search=san+jose", "[san jose]"),
    ("/fake/echo?search=San%20Jos%C3%A9", "[San José]"),
    ("/fake/echo?search=1%2B1", "[1+1]"),
    ("/fake/echo?search=a%26b%3Cc", "[a&amp;b&lt;c]"),
  ])
  func pageSeesItsQueryDecodedAsAFormWritesIt(uri: String, expected: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .ok)
      #expect(String(buffer: response.body).contains("<p>\(expected)</p>"))
    }
  }

  @Test func malformedQueryEscapeGetsA400() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: "/fake/echo?search=%E0%A4%A", method: .get)
      #expect(response.status == .badRequest)
    }
  }

  @Test(arguments: ["/_assets/app.css", "/_assets/live.js", "/_assets/fake/fake.css"])
  func staticAssetsAreServed(uri: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(response.status == .ok)
      #expect(response.body.readableBytes > 0)
    }
  }

  @Test(arguments: ["/_assets/app.css", "/_assets/live.js", "/_assets/fake/fake.css", "/favicon.svg"])
  func anAssetTheBrowserHoldsIsAnsweredNotModified(uri: String) async throws {
    try await HostFixture().test { client in
      let first = try await client.execute(uri: uri, method: .get)
      let etag = try #require(first.headers[.eTag])
      #expect(etag.hasPrefix("\"") && etag.hasSuffix("\""))
      let again = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "\"other\", \(etag)"])
      #expect(again.status == .notModified)
      #expect(again.body.readableBytes == 0)
      #expect(again.headers[.eTag] == etag)
      let changed = try await client.execute(uri: uri, method: .get, headers: [.ifNoneMatch: "\"other\""])
      #expect(changed.status == .ok)
      #expect(changed.body.readableBytes == first.body.readableBytes)
    }
  }

  @Test func theSiteIconIsKeptADayAndOtherAssetsAreAskedFor() async throws {
    try await HostFixture().test { client in
      let icon = try await client.execute(uri: "/favicon.svg", method: .get)
      #expect(icon.headers[.cacheControl] == "max-age=86400")
      let script = try await client.execute(uri: "/_assets/live.js", method: .get)
      #expect(script.headers[.cacheControl] == "no-cache")
    }
  }

  @Test(arguments: [("/_assets/app.css", "app.css"), ("/_assets/live.js", "live.js")])
  func hostAssetsAreServedFromTheirResourceFiles(uri: String, file: String) async throws {
    let source = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/WebHost/Resources/\(file)")
    let expected = try String(contentsOf: source, encoding: .utf8)
    try await HostFixture().test { client in
      let response = try await client.execute(uri: uri, method: .get)
      #expect(String(buffer: response.body) == expected)
    }
  }
}
