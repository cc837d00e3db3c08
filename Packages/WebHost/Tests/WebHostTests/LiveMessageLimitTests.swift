import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@testable import WebHost

/// What a tab may send over its live channel is bounded in size and rate; a tab past either is
/// closed with a code that says why, and the other tabs of its page do not notice.
@MainActor @Suite struct LiveMessageLimitTests {
  /// Opens a second tab on `/_live/fake` while `misbehave` runs on the first, then checks the
  /// first was closed with `code` and the second still receives a change.
  private func expectClosed(
    code: Int, _ misbehave: @escaping @Sendable (inout RawConnection) async throws -> Void
  ) async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { other in
        _ = try #require(try await other.openLive("/_live/fake", port: port))
        let closed = try await RawConnection.with(port: port) { tab -> RawConnection.Frame? in
          _ = try #require(try await tab.openLive("/_live/fake", port: port))
          try await misbehave(&tab)
          while let frame = try await tab.frame() {
            if frame.opcode == 0x8 { return frame }
          }
          return nil
        }
        let frame = try #require(closed)
        #expect(frame.closeCode == code, "\(frame.closeReason)")
        #expect(!frame.closeReason.isEmpty)
        await MainActor.run { model.count = 41 }
        let change = try #require(try await other.message())
        #expect(change.contains("Count: 41"))
      }
    }
  }

  @Test func anOversizedMessageIsClosedWithMessageTooBig() async throws {
    try await expectClosed(code: 1009) { tab in
      // One frame over the limit: NIO's decoder refuses it from its header.
      let payload = #"{"go":"/fake","pad":""# + String(repeating: "x", count: LiveSocket.maxMessageSize) + #""}"#
      try await tab.sendText(payload)
    }
  }

  @Test func anOversizedMessageInFragmentsIsClosedWithMessageTooBig() async throws {
    try await expectClosed(code: 1009) { tab in
      let half = Array(repeating: UInt8(ascii: "x"), count: LiveSocket.maxMessageSize / 2 + 1)
      try await tab.send(RawConnection.maskedFrame(opcode: 0x1, fin: false, payload: half))
      try await tab.send(RawConnection.maskedFrame(opcode: 0x0, fin: false, payload: half))
      try await tab.send(RawConnection.maskedFrame(opcode: 0x0, fin: true, payload: [UInt8(ascii: "x")]))
    }
  }

  @Test func aFloodingTabIsClosedAsAPolicyViolation() async throws {
    try await expectClosed(code: 1008) { tab in
      var burst: [UInt8] = []
      for _ in 0..<(LiveSocket.messageBurst + 10) {
        burst += RawConnection.maskedFrame(opcode: 0x1, payload: Array(#"{"ignored":true}"#.utf8))
      }
      try await tab.send(burst)
    }
  }

  @Test func aTabWithinTheRateIsNotClosed() async throws {
    var budget = LiveMessageBudget(rate: 20, burst: 40, now: .uptimeNanoseconds(0))
    // The burst at once, then one every 50 ms for as long as it keeps to it.
    var spent: [Bool] = []
    for _ in 0..<41 { spent.append(budget.spend(at: .uptimeNanoseconds(0))) }
    #expect(spent == Array(repeating: true, count: 40) + [false])
    spent = []
    for step in 1...100 { spent.append(budget.spend(at: .uptimeNanoseconds(UInt64(step) * 50_000_000))) }
    spent.append(budget.spend(at: .uptimeNanoseconds(100 * 50_000_000)))
    #expect(spent == Array(repeating: true, count: 100) + [false])
  }
}
