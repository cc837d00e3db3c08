import Foundation
import HummingbirdTesting
import Testing

@testable import WebHost

/// A form a tab sends over its live channel (`{"submit": …}`) is admitted and applied as a post
/// of it, answered on the channel with the tab's number, and left to a post when the channel
/// does not take it.
@MainActor @Suite struct LiveFormTests {
  private struct Answer: Decodable, Equatable {
    var answer: Int
    var location: String?
    var repeated: Bool?
    var following: Bool?
    var status: Int?
    var page: String?
    var http: Bool?
  }

  nonisolated private static func submit(_ action: String, _ body: String, number: Int) -> String {
    let object: [String: Any] = ["submit": action, "body": body, "n": number]
    return String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
  }

  /// The next answer on the channel; region updates before it are collected in `updates`.
  nonisolated private static func answer(from tab: inout RawConnection, updates: inout [String]) async throws -> Answer {
    for _ in 0..<6 {
      let text = try #require(try await tab.message())
      if text.hasPrefix(#"{"answer":"#) {
        return try JSONDecoder().decode(Answer.self, from: Data(text.utf8))
      }
      updates.append(text)
    }
    Issue.record("no answer among six messages")
    throw CancellationError()
  }

  @Test func aFormSentOverTheChannelIsAppliedOnceAndItsEffectArrivesThere() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port)
        var updates: [String] = []
        try await tab.sendText(Self.submit("/fake/actions/add", "amount=3&return=%2Ffake&once=s1&tab=t1", number: 1))
        let first = try await Self.answer(from: &tab, updates: &updates)
        #expect(first == Answer(answer: 1, location: "/fake"))
        // Sent again (the answer was lost with the connection): answered, not applied again.
        try await tab.sendText(Self.submit("/fake/actions/add", "amount=3&return=%2Ffake&once=s1", number: 2))
        let again = try await Self.answer(from: &tab, updates: &updates)
        #expect(again == Answer(answer: 2, location: "/fake", repeated: true))
        if !updates.contains(where: { $0.contains("Count: 3") }) {
          #expect(try await tab.message()?.contains("Count: 3") == true)
        }
      }
    }
    #expect(fixture.module.model.count == 3)
  }

  @Test func aRefusedFormIsAnsweredWithThePageThatShowsWhy() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port)
        var updates: [String] = []
        try await tab.sendText(Self.submit("/fake/actions/add", "amount=many&return=%2Ffake&once=s2", number: 7))
        let refused = try await Self.answer(from: &tab, updates: &updates)
        #expect(refused.answer == 7)
        #expect(refused.status == 400)
        #expect(refused.location == nil)
        let page = try #require(refused.page)
        #expect(page.contains("not a number"))
        #expect(page.contains(#"<main data-location="/fake">"#))
        #expect(page.contains(#"class="form-refused" role="alert""#))
        // The refusal freed its id: the corrected form goes through with it.
        try await tab.sendText(Self.submit("/fake/actions/add", "amount=2&return=%2Ffake&once=s2", number: 8))
        #expect(try await Self.answer(from: &tab, updates: &updates) == Answer(answer: 8, location: "/fake"))
      }
    }
    #expect(fixture.module.model.count == 2)
  }

  @Test func aFormTheChannelDoesNotTakeIsLeftToAPost() async throws {
    let fixture = try HostFixture(others: [FakeModule(slug: "other", title: "Other")])
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port)
        var updates: [String] = []
        for (number, (action, body)) in [
          ("/other/actions/add", "amount=1"),  // another module's form
          ("/fake/actions/none", "amount=1"),  // no such form
          ("/fake/actions/add", "amount=1&amount=2"),  // a field twice: malformed
          ("/fake/actions/add", "amount=" + String(repeating: "1", count: 1100)),  // over the body limit
          ("/fake/actions/add", "amount=abc&return=%2Fnowhere"),  // refused, no page to show it on
        ].enumerated() {
          try await tab.sendText(Self.submit(action, body, number: number))
          let answer = try await Self.answer(from: &tab, updates: &updates)
          #expect(answer == Answer(answer: number, http: true), "\(action) \(body.prefix(20))")
        }
      }
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func aFormLeadingElsewhereMovesItsOwnChannelBeforeTheAnswer() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port)
        var updates: [String] = []
        try await tab.sendText(Self.submit("/fake/actions/add", "amount=2&return=%2Ffake%2Fnotes", number: 1))
        let answer = try await Self.answer(from: &tab, updates: &updates)
        #expect(answer == Answer(answer: 1, location: "/fake/notes", following: true))
        let moved = try #require(updates.first { $0.hasPrefix(#"{"follow":true"#) })
        #expect(moved.hasPrefix(#"{"follow":true,"location":"/fake/notes","regions":["#))
      }
    }
  }
}
