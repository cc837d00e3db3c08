import DomainRegistry
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// A form action runs only for a request from the host's own pages.
@MainActor @Suite struct CrossSiteFormTests {
  @Test(arguments: [
    ["Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"],
    ["Origin": "https://evil.example"],
    ["Sec-Fetch-Site": "cross-site"],
    ["Sec-Fetch-Site": "same-site"],
    ["Origin": "null"],
    ["Origin": "http://localhost.evil.example"],
    ["Origin": "http://localhost", "Sec-Fetch-Site": "cross-site"],
  ])
  func crossSiteFormPostIsRefusedAndChangesNothing(headers: [String: String]) async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.execute(
        uri: "/fake/actions/add", method: .post, headers: Self.fields(headers, form: true), body: ByteBuffer(string: "amount=5")
      )
      #expect(response.status == .forbidden)
      #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
      #expect(String(buffer: response.body).contains("only this server’s own pages may change its data"))
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test(arguments: [
    ["Origin": "http://localhost", "Sec-Fetch-Site": "same-origin"],
    ["Origin": "http://localhost"],
    ["Sec-Fetch-Site": "same-origin"],
    [:],
  ])
  func sameOriginOrNonBrowserFormPostRuns(headers: [String: String]) async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.execute(
        uri: "/fake/actions/add", method: .post, headers: Self.fields(headers, form: true), body: ByteBuffer(string: "amount=5")
      )
      #expect(response.status == .seeOther)
    }
    #expect(fixture.module.model.count == 5)
  }

  /// The origin must name the port the page was served from, as a browser's does.
  @Test func originMustMatchTheHostAndPortTheRequestNamed() async throws {
    let fixture = try HostFixture()
    try await fixture.withRawClient { client, port in
      let own = try await client.send(
        "/fake/actions/add", method: .post, authority: "127.0.0.1:\(port)",
        headers: Self.fields(["Origin": "http://127.0.0.1:\(port)"], form: false), form: "amount=2")
      #expect(own.status == .seeOther)
      let otherPort = try await client.send(
        "/fake/actions/add", method: .post, authority: "127.0.0.1:\(port)",
        headers: Self.fields(["Origin": "http://127.0.0.1:1"], form: false), form: "amount=3")
      #expect(otherPort.status == .forbidden)
    }
    #expect(fixture.module.model.count == 2)
  }

  @Test func readingPagesNeedsNoOrigin() async throws {
    try await HostFixture().test { client in
      let response = try await client.execute(
        uri: "/fake", method: .get, headers: Self.fields(["Sec-Fetch-Site": "cross-site"], form: false))
      #expect(response.status == .ok)
    }
  }

  static func fields(_ values: [String: String], form: Bool) -> HTTPFields {
    var fields = HTTPFields()
    for (name, value) in values {
      fields[HTTPFields.Element.Name(name)!] = value
    }
    if form { fields[.contentType] = "application/x-www-form-urlencoded" }
    return fields
  }
}
