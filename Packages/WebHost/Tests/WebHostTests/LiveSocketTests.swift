import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import NIOCore
import Synchronization
import Testing

@testable import WebHost

/// The live channel over a WebSocket, against a real server on loopback.
@MainActor @Suite struct LiveSocketTests {
  /// Connects to `path`, says `hello`, and hands the messages to `body` until it returns.
  private func withSocket(
    _ client: any TestClientProtocol, _ path: String, hello: String = "{}",
    _ body: @escaping @Sendable (inout WebSocketInboundMessageStream.AsyncIterator) async throws -> Void
  ) async throws {
    try await client.ws(path) { inbound, outbound, _ in
      try await outbound.write(.text(hello))
      var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
      try await body(&messages)
    }
  }

  private struct Message: Decodable, Sendable {
    struct Region: Decodable, Sendable {
      let id: String
      let html: String
    }
    let regions: [Region]
    let v: String
  }

  nonisolated private static func decode(_ message: WebSocketMessage?) throws -> Message {
    guard case .text(let text)? = message else { throw CancellationError() }
    return try JSONDecoder().decode(Message.self, from: Data(text.utf8))
  }

  @Test func aTabGetsEveryRegionThenEachChange() async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    try await fixture.test(.live) { client in
      try await withSocket(client, "/_live/fake") { messages in
        let first = try Self.decode(try await messages.next())
        #expect(first.regions.map(\.id) == ["live-count", "live-note"])
        #expect(first.regions[0].html == "<p>Count: 0</p>")
        await MainActor.run { model.count = 2 }
        let change = try Self.decode(try await messages.next())
        #expect(change.regions.map(\.html) == ["<p>Count: 2</p>"])
        #expect(change.v != first.v)
      }
    }
  }

  @Test func aReturningTabGetsOnlyWhatChangedWhileItWasAway() async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    try await fixture.test(.live) { client in
      let seen = Mutex<String>("")
      try await withSocket(client, "/_live/fake") { messages in
        let version = try Self.decode(try await messages.next()).v
        seen.withLock { $0 = version }
      }
      try await withSocket(client, "/_live/fake", hello: #"{"v":"\#(seen.withLock { $0 })"}"#) { messages in
        let catchUp = try Self.decode(try await messages.next())
        #expect(catchUp.regions.isEmpty)
      }
      await MainActor.run { model.count = 3 }
      try await withSocket(client, "/_live/fake", hello: #"{"v":"\#(seen.withLock { $0 })"}"#) { messages in
        let catchUp = try Self.decode(try await messages.next())
        #expect(catchUp.regions.map(\.html) == ["<p>Count: 3</p>"])
      }
      // A version from another server process (a restart) gets every region.
      try await withSocket(client, "/_live/fake", hello: #"{"v":"elsewhere.1"}"#) { messages in
        let everything = try Self.decode(try await messages.next())
        #expect(everything.regions.count == 2)
      }
    }
  }

  @Test func closingTheTabReleasesItsPartAtOnce() async throws {
    let fixture = try HostFixture(heartbeat: .seconds(3600))
    let module = fixture.module
    let hub = fixture.host.liveHub
    try await fixture.test(.live) { client in
      try await withSocket(client, "/_live/fake") { messages in
        _ = try await messages.next()
        #expect(await MainActor.run { hub.streamCount } == 1)
      }
      try await waitUntil { await MainActor.run { hub.streamCount == 0 && module.tearDownCount == 1 } }
    }
  }

  @Test func anUpgradeFromAnotherSiteIsRefused() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await client.execute(
        uri: "/_live/fake", method: .get,
        headers: [.upgrade: "websocket", .connection: "Upgrade", .origin: "https://evil.example"])
      #expect(response.status == .forbidden)
    }
  }
}
