import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// Every response forbids framing, MIME sniffing, inline and foreign scripts, and leaking the
/// page address to other sites.
@MainActor @Suite struct SecurityHeadersTests {
  @Test(arguments: [
    ("/", HTTPRequest.Method.get, ""),
    ("/fake?confirm=reload", .get, ""),
    ("/fake/about", .get, ""),
    ("/_assets/live.js", .get, ""),
    ("/_assets/fake/fake.css", .get, ""),
    ("/healthz", .get, ""),
    ("/nowhere", .get, ""),
    ("/fake?broken=1", .get, ""),
    ("/fake/actions/add", .post, "amount=1"),
    ("/fake/actions/add", .post, "amount=x"),
  ])
  func everyResponseCarriesTheSecurityHeaders(uri: String, method: HTTPRequest.Method, body: String) async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(
        uri: uri, method: method, headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: body)
      )
      Self.expectSecurityHeaders(response.headers)
    }
  }

  @Test func refusedRequestsCarryThemToo() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(
        uri: "/fake/actions/add", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .origin: "https://evil.example"],
        body: ByteBuffer(string: "amount=1")
      )
      #expect(response.status == .forbidden)
      Self.expectSecurityHeaders(response.headers)
    }
  }

  @Test func policyAllowsScriptsOnlyFromTheHostAndNoFraming() throws {
    let directives = SecurityHeaders.contentSecurityPolicy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(directives.contains("frame-ancestors 'none'"))
    #expect(directives.contains("script-src 'self'"))
    #expect(directives.contains("default-src 'self'"))
    #expect(!SecurityHeaders.contentSecurityPolicy.contains("unsafe-inline"))
    #expect(!SecurityHeaders.contentSecurityPolicy.contains("unsafe-eval"))
  }

  /// The host's own markup loads its script from a file: nothing inline for CSP to block.
  @Test func hostPagesHaveNoInlineScriptOrStyle() async throws {
    try await HostFixture().test { client in
      for uri in ["/", "/fake", "/nowhere"] {
        let html = String(buffer: try await client.execute(uri: uri, method: .get).body)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<style"))
        #expect(!html.contains(" style="))
        #expect(!html.contains(" onclick="))
      }
    }
  }

  nonisolated static func expectSecurityHeaders(_ headers: HTTPFields, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(headers[.contentSecurityPolicy] == SecurityHeaders.contentSecurityPolicy, sourceLocation: sourceLocation)
    #expect(headers[HTTPFields.Element.Name("X-Content-Type-Options")!] == "nosniff", sourceLocation: sourceLocation)
    #expect(headers[HTTPFields.Element.Name("X-Frame-Options")!] == "DENY", sourceLocation: sourceLocation)
    #expect(headers[HTTPFields.Element.Name("Referrer-Policy")!] == "same-origin", sourceLocation: sourceLocation)
  }
}
