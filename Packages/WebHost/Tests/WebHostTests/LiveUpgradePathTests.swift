import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@testable import WebHost

/// The one path every connection takes (NIO's parser, then the upgrade or the router), against a
/// real server on loopback with raw requests: a live upgrade is admitted by the rules of every
/// request, and a head no client should send is answered, never left waiting.
@MainActor @Suite struct LiveUpgradePathTests {
  /// The status line of the answer to `request`, or nil when none came before the connection closed.
  nonisolated private func statusLine(_ request: String, port: Int) async throws -> String? {
    // A bound against a hang, not a measure: other suites run in this process at the same time
    // and may hold the main actor (which renders pages) for seconds on a loaded machine.
    try await RawConnection.with(port: port, timeout: .seconds(30)) { connection in
      try await connection.send(request)
      return try await connection.responseHead()?.split(separator: "\r\n").first.map(String.init)
    }
  }

  @Test func anAdmittedUpgradeIsSwitchedAndFollowsItsPage() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { connection in
        let first = try #require(try await connection.openLive("/_live/fake", port: port))
        #expect(first.contains("live-count"))
      }
    }
  }

  @Test(arguments: [
    ("evil.example", "421"),
    ("127.0.0.1:1", "421"),
    ("", "400"),
  ])
  func anUpgradeNamingAnotherHostIsRefused(host: String, status: String) async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let line = try await statusLine(RawConnection.upgrade("/_live/fake", authority: host), port: port)
      #expect(line?.hasPrefix("HTTP/1.1 \(status)") == true)
    }
  }

  @Test func anUpgradeFromAnotherSiteIsRefused() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let own = "http://127.0.0.1:\(port)"
      for (origin, extra) in [
        ("https://evil.example", [String]()),
        // A second Origin line, foreign or not, is not a browser's.
        (own, ["Origin: https://evil.example"]),
        ("https://evil.example", ["Origin: \(own)"]),
        (own, ["Sec-Fetch-Site: same-origin", "Sec-Fetch-Site: cross-site"]),
      ] {
        let request = RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: origin, extra: extra)
        let line = try await statusLine(request, port: port)
        #expect(line?.hasPrefix("HTTP/1.1 403") == true, "\(origin) \(extra)")
      }
      await #expect(MainActor.run { fixture.host.liveHub.streamCount } == 0)
    }
  }

  @Test(arguments: [true, false])
  func twoHostLinesAreABadRequestForPagesAndUpgradesAlike(foreignFirst: Bool) async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let hosts = ["Host: 127.0.0.1:\(port)", "Host: evil.example"]
      let lines = (foreignFirst ? hosts.reversed() : hosts).joined(separator: "\r\n")
      let page = "GET /fake HTTP/1.1\r\n\(lines)\r\n\r\n"
      #expect(try await statusLine(page, port: port)?.hasPrefix("HTTP/1.1 400") == true)
      let upgrade = RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        .replacingOccurrences(of: "Host: 127.0.0.1:\(port)", with: lines)
      #expect(try await statusLine(upgrade, port: port)?.hasPrefix("HTTP/1.1 400") == true)
      // The same host twice is still two lines.
      let twice = "GET /fake HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
      #expect(try await statusLine(twice, port: port)?.hasPrefix("HTTP/1.1 400") == true)
    }
  }

  @Test func aHeadWithBareLineFeedsIsAnswered() async throws {
    // A long idle timeout: an answer must not wait for it. (NIO's parser refuses bare LF line
    // ends: the answer is a 400; reading them would be as good.)
    let fixture = try HostFixture(idleTimeout: .seconds(60))
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let page = "GET /fake HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n"
      let pageLine = try await statusLine(page, port: port)
      #expect(pageLine?.hasPrefix("HTTP/1.1 ") == true, "\(String(describing: pageLine))")
      let upgrade = RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        .replacingOccurrences(of: "\r\n", with: "\n")
      let upgradeLine = try await statusLine(upgrade, port: port)
      #expect(upgradeLine?.hasPrefix("HTTP/1.1 ") == true, "\(String(describing: upgradeLine))")
    }
  }

  @Test func aHeadThatDoesNotParseIsABadRequest() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let line = try await statusLine("GET /fake HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n", port: port)
      #expect(line?.hasPrefix("HTTP/1.1 400") == true)
    }
  }

  @Test func aHeadThatStopsHalfWayIsClosedAfterTheIdleTimeout() async throws {
    let fixture = try HostFixture(idleTimeout: .seconds(1))
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let start = ContinuousClock.now
      let rest = try await RawConnection.with(port: port, timeout: .seconds(10)) { connection in
        try await connection.send("GET /_live/fake HTTP/1.1\r\nHost: 127.0")
        return try await connection.rest()
      }
      #expect(rest.isEmpty)
      #expect(ContinuousClock.now - start < .seconds(5))
    }
  }

  @Test func aRequestNamingAnUpgradeNotMadeIsAnsweredAsAnyOther() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      // Another protocol: NIO makes no upgrade, the router serves the page.
      let other = "GET /fake/about HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nUpgrade: foo\r\nConnection: Upgrade\r\n\r\n"
      #expect(try await statusLine(other, port: port)?.hasPrefix("HTTP/1.1 200") == true)
      // A handshake without its key: NIO refuses it before asking, the router says it is malformed.
      let keyless = RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        .replacingOccurrences(of: "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n", with: "")
      #expect(try await statusLine(keyless, port: port)?.hasPrefix("HTTP/1.1 400") == true)
      // A module page with a WebSocket handshake is not a live address: the page is served.
      let page = RawConnection.upgrade("/fake/about", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
      #expect(try await statusLine(page, port: port)?.hasPrefix("HTTP/1.1 200") == true)
    }
  }

  @Test func aLiveAddressWithoutAnUpgradeIsTold426() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let line = try await statusLine("GET /_live/fake HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", port: port)
      #expect(line?.hasPrefix("HTTP/1.1 426") == true)
    }
  }

  @Test func anUpgradeAfterAnotherRequestOnTheConnectionIsSentToAFreshOne() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let head = try await RawConnection.with(port: port) { connection in
        try await connection.send("GET /fake/about HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        _ = try await connection.responseHead()
        try await connection.send(RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)"))
        // The page's body comes first; the redirect's head follows it.
        _ = try await connection.read(through: "HTTP/1.1 307")
        return try await connection.responseHead()
      }
      #expect(head?.lowercased().contains("location: /_live/fake") == true)
      #expect(head?.lowercased().contains("connection: close") == true)
    }
  }
}
