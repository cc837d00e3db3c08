import Foundation
import HummingbirdTesting
import Testing

@testable import WebHost

/// A form a tab sends over its live channel (`{"submit": …}`) is admitted and applied as a post
/// of it, answered on the channel with the tab's number, and left to a post when the channel
/// does not take it.
@MainActor @Suite struct LiveFormTests {
  /// A tab following `/fake` over its live channel: sends forms and reads their answers,
  /// keeping the other messages it meets on the way (region updates, moves).
  private struct Tab {
    var connection: RawConnection
    var updates: [String] = []

    mutating func send(_ action: String, _ body: String, number: Int) async throws -> LiveFormAnswer {
      let object: [String: Any] = ["submit": action, "body": body, "n": number]
      try await connection.sendText(String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self))
      for _ in 0..<6 {
        let text = try #require(try await connection.message())
        if text.hasPrefix(#"{"answer":"#) {
          return try JSONDecoder().decode(LiveFormAnswer.self, from: Data(text.utf8))
        }
        updates.append(text)
      }
      Issue.record("no answer among six messages")
      throw CancellationError()
    }
  }

  /// Runs `body` with a tab whose channel is open on `fixture`'s host.
  private static func withTab(_ fixture: HostFixture, _ body: @Sendable (inout Tab) async throws -> Void) async throws {
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { connection in
        _ = try await connection.openLive("/_live/fake", port: port)
        var tab = Tab(connection: connection)
        try await body(&tab)
      }
    }
  }

  @Test func aFormSentOverTheChannelIsAppliedOnceAndItsEffectArrivesThere() async throws {
    let fixture = try HostFixture()
    try await Self.withTab(fixture) { tab in
      let first = try await tab.send("/fake/actions/add", "amount=3&return=%2Ffake&once=s1&tab=t1", number: 1)
      #expect(first == LiveFormAnswer(answer: 1, location: "/fake"))
      // Sent again (the answer was lost with the connection): answered, not applied again.
      let again = try await tab.send("/fake/actions/add", "amount=3&return=%2Ffake&once=s1", number: 2)
      #expect(again == LiveFormAnswer(answer: 2, location: "/fake", repeated: true))
      if !tab.updates.contains(where: { $0.contains("Count: 3") }) {
        #expect(try await tab.connection.message()?.contains("Count: 3") == true)
      }
    }
    #expect(fixture.module.model.count == 3)
  }

  @Test func aRefusedFormIsAnsweredWithThePageThatShowsWhy() async throws {
    let fixture = try HostFixture()
    try await Self.withTab(fixture) { tab in
      let refused = try await tab.send("/fake/actions/add", "amount=many&return=%2Ffake&once=s2", number: 7)
      #expect(refused.answer == 7)
      #expect(refused.status == 400)
      #expect(refused.location == nil)
      let page = try #require(refused.page)
      #expect(page.contains("not a number"))
      #expect(page.contains(#"<main data-location="/fake">"#))
      #expect(page.contains(#"class="form-refused" role="alert""#))
      // The refusal freed its id: the corrected form goes through with it.
      let corrected = try await tab.send("/fake/actions/add", "amount=2&return=%2Ffake&once=s2", number: 8)
      #expect(corrected == LiveFormAnswer(answer: 8, location: "/fake"))
    }
    #expect(fixture.module.model.count == 2)
  }

  @Test func aFormTheChannelDoesNotTakeIsLeftToAPost() async throws {
    let fixture = try HostFixture(others: [FakeModule(slug: "other", title: "Other")])
    try await Self.withTab(fixture) { tab in
      for (number, (action, body)) in [
        ("/other/actions/add", "amount=1"),  // another module's form
        ("/fake/actions/none", "amount=1"),  // no such form
        ("/fake/actions/add", "amount=1&amount=2"),  // a field twice: malformed
        ("/fake/actions/add", "amount=" + String(repeating: "1", count: 1100)),  // over the body limit
        ("/fake/actions/add", "amount=abc&return=%2Fnowhere"),  // refused, no page to show it on
      ].enumerated() {
        let answer = try await tab.send(action, body, number: number)
        #expect(answer == LiveFormAnswer(answer: number, http: true), "\(action) \(body.prefix(20))")
      }
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func aFormLeadingElsewhereMovesItsOwnChannelBeforeTheAnswer() async throws {
    try await Self.withTab(try HostFixture()) { tab in
      let answer = try await tab.send("/fake/actions/add", "amount=2&return=%2Ffake%2Fnotes", number: 1)
      #expect(answer == LiveFormAnswer(answer: 1, location: "/fake/notes", following: true))
      let moved = try #require(tab.updates.first { $0.hasPrefix(#"{"follow":true"#) })
      #expect(moved.hasPrefix(#"{"follow":true,"location":"/fake/notes","regions":["#))
    }
  }
}
