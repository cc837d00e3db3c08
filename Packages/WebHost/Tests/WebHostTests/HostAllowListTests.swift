import DomainRegistry
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// Requests must name this server in `Host`: a page on a rebound DNS name cannot read or
/// write through the user's browser.
@MainActor @Suite struct HostAllowListTests {
  @Test func foreignHostCanNeitherReadNorWrite() async throws {
    let fixture = try HostFixture()
    try await fixture.withRawClient { client, _ in
      let page = try await client.send("/fake", authority: "rebind.evil.example")
      #expect(page.status.code == 421)
      #expect(String(buffer: page.body ?? ByteBuffer()).contains("does not answer to the host name “rebind.evil.example”"))
      let post = try await client.send("/fake/actions/add", method: .post, authority: "rebind.evil.example:80", form: "amount=4")
      #expect(post.status.code == 421)
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func loopbackNamesOnTheBoundPortAreServed() async throws {
    try await HostFixture().withRawClient { client, port in
      for authority in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)", "localhost"] {
        let response = try await client.send("/fake", authority: authority)
        #expect(response.status == .ok, "\(authority)")
      }
    }
  }

  @Test func loopbackNameOnAnotherPortIsRefused() async throws {
    try await HostFixture().withRawClient { client, port in
      let other = port == 65535 ? port - 1 : port + 1
      let response = try await client.send("/fake", authority: "127.0.0.1:\(other)")
      #expect(response.status.code == 421)
    }
  }

  @Test func allowedHostIsServedOnAnyPort() async throws {
    try await HostFixture(allowedHosts: ["notes.lan", "fe80::1"]).withRawClient { client, _ in
      for authority in ["notes.lan", "Notes.LAN.:8443", "[fe80::1]:8080"] {
        let response = try await client.send("/fake", authority: authority)
        #expect(response.status == .ok, "\(authority)")
      }
      let other = try await client.send("/fake", authority: "other.lan")
      #expect(other.status.code == 421)
    }
  }

  @Test(arguments: ["", "a b", "evil.example:http", "[::1", "::1", "host:99999", "x/y"])
  func malformedHostIsABadRequest(authority: String) throws {
    let policy = RequestPolicy(configuration: HostConfiguration(), boundPort: BoundPort())
    #expect(throws: RequestRejection.self) { _ = try policy.checkHost(authority) }
    #expect(throws: RequestRejection.self) { _ = try policy.checkHost(nil) }
  }

  @Test func boundAddressIsAllowedButAWildcardIsNot() throws {
    let named = RequestPolicy(configuration: HostConfiguration(host: "192.168.1.20"), boundPort: BoundPort())
    #expect(throws: Never.self) { _ = try named.checkHost("192.168.1.20") }
    let wildcard = RequestPolicy(configuration: HostConfiguration(host: "0.0.0.0"), boundPort: BoundPort())
    #expect(
      throws: RequestRejection.misdirected(
        "This server does not answer to the host name “0.0.0.0”. Start it with --allowed-host 0.0.0.0 to allow it.")
    ) {
      _ = try wildcard.checkHost("0.0.0.0")
    }
  }

  @Test(arguments: ["notes.lan", "notes.lan:8443", "fe80::1", "[fe80::1]", "10.0.0.2"])
  func allowedHostValuesAreValidated(value: String) {
    #expect(HostConfiguration.isValidAllowedHost(value))
  }

  @Test(arguments: ["", "evil example", "a/b", "host:port"])
  func invalidAllowedHostValuesAreRefused(value: String) {
    #expect(!HostConfiguration.isValidAllowedHost(value))
  }
}
