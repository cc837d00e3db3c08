import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@testable import WebHost

/// A tab says what it holds and where it moves over its live channel (`have`, `go`): it is sent
/// only the regions that differ, and from a move on follows its new location.
@MainActor @Suite struct LiveNavigationTests {
  private struct Message: Decodable {
    struct Region: Decodable {
      let id: String
      let digest: String
      let html: String
    }
    let regions: [Region]?
    let v: String?
    let location: String?
    let refused: Bool?

    var ids: [String] { (regions ?? []).map(\.id) }
    /// What a tab showing these regions holds, as its `have`.
    var have: [String: String] { Dictionary(uniqueKeysWithValues: (regions ?? []).map { ($0.id, $0.digest) }) }
  }

  nonisolated private static func decode(_ text: String?) throws -> Message {
    try JSONDecoder().decode(Message.self, from: Data(try #require(text).utf8))
  }

  nonisolated private static func json(_ object: [String: Any]) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
  }

  @Test func aHelloWithWhatTheTabHoldsGetsOnlyWhatDiffers() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let all = try await RawConnection.with(port: port) { tab in
        try Self.decode(try await tab.openLive("/_live/fake", port: port))
      }
      #expect(all.ids == ["live-count", "live-note"])
      var stale = all.have
      stale["live-note"] = "0"
      for (hello, expected) in [
        (Self.json(["have": stale]), ["live-note"]),
        (Self.json(["have": all.have]), []),
        // A version from another process cannot be compared: what the tab holds decides.
        (Self.json(["v": "elsewhere.1", "have": all.have]), []),
        // A tab holding nothing of the page's gets every region.
        (Self.json(["have": ["live-other": "1"]]), ["live-count", "live-note"]),
      ] {
        let first = try await RawConnection.with(port: port) { tab in
          try Self.decode(try await tab.openLive("/_live/fake", port: port, hello: hello))
        }
        #expect(first.ids == expected, "\(hello)")
        #expect(first.v == all.v)
        #expect(first.location == nil)
      }
    }
  }

  @Test func aTabMovingInPlaceGetsWhatDiffersThenFollowsOnlyItsNewLocation() async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    let hub = fixture.host.liveHub
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { stayer in
        _ = try await stayer.openLive("/_live/fake", port: port)
        try await RawConnection.with(port: port) { tab in
          let first = try Self.decode(try await tab.openLive("/_live/fake", port: port))
          try await tab.sendText(Self.json(["go": "/fake/notes", "have": first.have]))
          let answer = try Self.decode(try await tab.message())
          #expect(answer.location == "/fake/notes")
          // `note` reads the same on both pages: only `length` is new.
          #expect(answer.ids == ["live-length"])
          #expect(answer.v != nil)
          #expect(await MainActor.run { hub.streamCount } == 2)

          // The old location's change reaches the tab that stayed, not the one that moved.
          await MainActor.run { model.count = 9 }
          #expect(try await stayer.message()?.contains("Count: 9") == true)
          await MainActor.run { model.note = "moved" }
          let change = try Self.decode(try await tab.message())
          #expect(change.location == nil)
          #expect(!change.ids.isEmpty)
          #expect(Set(change.ids).isSubset(of: ["live-note", "live-length"]))
        }
      }
    }
  }

  @Test func aTabMovingBackGetsWhatItsOldLocationShowsOtherwise() async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    let hub = fixture.host.liveHub
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        let first = try Self.decode(try await tab.openLive("/_live/fake", port: port))
        try await tab.sendText(Self.json(["go": "/fake/notes", "have": first.have]))
        let there = try Self.decode(try await tab.message())
        await MainActor.run { model.count = 4 }
        // What the tab holds after the move: /fake's note, /fake/notes' length.
        let holds = first.have.merging(there.have) { $1 }
        try await tab.sendText(Self.json(["go": "/fake", "have": holds]))
        let back = try Self.decode(try await tab.message())
        #expect(back.location == "/fake")
        #expect(back.ids == ["live-count"])
        #expect(back.regions?.first?.html == "<p>Count: 4</p>")
        // Moving to where it already is changes nothing.
        try await tab.sendText(Self.json(["go": "/fake", "have": holds.merging(back.have) { $1 }]))
        let same = try Self.decode(try await tab.message())
        #expect(same.location == "/fake")
        #expect(same.ids.isEmpty)
        // One channel throughout; the view of /fake/notes closed with its last channel.
        try await waitUntil { await MainActor.run { hub.streamCount == 1 && hub.sessionCount == 1 } }
      }
    }
  }

  @Test func aGoSentWithTheHelloIsAnsweredAfterTheCatchUp() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        try await tab.send(RawConnection.upgrade("/_live/fake", authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)"))
        #expect(try await tab.responseHead()?.hasPrefix("HTTP/1.1 101") == true)
        try await tab.send(
          RawConnection.maskedFrame(opcode: 0x1, payload: Array("{}".utf8))
            + RawConnection.maskedFrame(opcode: 0x1, payload: Array(Self.json(["go": "/fake/about"]).utf8)))
        let catchUp = try Self.decode(try await tab.message())
        #expect(catchUp.location == nil)
        #expect(catchUp.ids == ["live-count", "live-note"])
        let answer = try Self.decode(try await tab.message())
        #expect(answer.location == "/fake/about")
        #expect(answer.ids == ["live-about"])
      }
    }
  }

  @Test func aRefusedGoIsAnsweredAndTheTabStaysWhereItWas() async throws {
    let fixture = try HostFixture(others: [FakeModule(slug: "other", title: "Other")])
    let model = fixture.module.model
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port)
        for location in [
          "/other",  // another module: a page load
          "/fake/missing",
          "/fake/echo?search=%E0%A4%A",  // a query that does not parse
          "//evil.example/fake",
          "https://evil.example/fake",
          "fake",
        ] {
          try await tab.sendText(Self.json(["go": location]))
          let answer = try Self.decode(try await tab.message())
          #expect(answer.location == location)
          #expect(answer.refused == true, "\(location)")
          #expect(answer.regions == nil)
        }
        await MainActor.run { model.count = 3 }
        #expect(try await tab.message()?.contains("Count: 3") == true)
      }
    }
  }

  @Test func theAnswerToAMoveNamesItsLocationAsTheTabSentIt() throws {
    let answer = LiveMessage(regions: [], version: LiveVersion(boot: "b", sequence: 2)).answering(#"/fake/echo?search="a"/b"#)
    #expect(String(buffer: answer.json) == #"{"location":"/fake/echo?search=\"a\"/b","regions":[],"v":"b.2"}"#)
    #expect(String(buffer: LiveMessage.refusal("/x")) == #"{"location":"/x","refused":true}"#)
  }

  @Test func aTabsMessagesAreReadLeniently() throws {
    #expect(LiveTabMessage.hello(.init(string: "not json")) == .hello(version: nil, have: nil))
    #expect(
      LiveTabMessage.hello(.init(string: #"{"v":"b.3","have":{"live-a":"1"}}"#))
        == .hello(version: LiveVersion(boot: "b", sequence: 3), have: ["live-a": "1"]))
    #expect(LiveTabMessage.later(.init(string: #"{"go":"/a","have":[1]}"#)) == .go(location: "/a", have: nil, exact: []))
    #expect(LiveTabMessage.later(.init(string: #"{"go":1}"#)) == .other)
    // A page names its channel with a key shaped as a tab id; anything else is no name.
    #expect(
      LiveTabMessage.hello(.init(string: #"{"channel":"k3v9_x-1"}"#)) == .hello(version: nil, have: nil, channel: "k3v9_x-1"))
    #expect(LiveTabMessage.hello(.init(string: #"{"channel":"<b>"}"#)) == .hello(version: nil, have: nil, channel: nil))
    #expect(LiveTabMessage.hello(.init(string: #"{"channel":7}"#)) == .hello(version: nil, have: nil, channel: nil))
    #expect(LiveTabMessage.later(.init(string: "{}")) == .other)
  }
}
