import DomainRegistry
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

/// Form posts sent by the page's script (`Live-Intent`): answered in place, validated without
/// effect, and applied once when sent again.
@MainActor @Suite struct FormInPlaceTests {
  nonisolated static let submit: HTTPFields = [.contentType: "application/x-www-form-urlencoded", FormIntent.headerName: "submit"]
  nonisolated static let validate: HTTPFields = [.contentType: "application/x-www-form-urlencoded", FormIntent.headerName: "validate"]

  /// A validation answer as the page's script reads it.
  struct Validation: Decodable {
    struct FieldError: Decodable, Equatable {
      let field: String
      let message: String
    }
    let valid: Bool
    let field: String?
    let message: String?
    let errors: [FieldError]?
  }

  nonisolated static func post(_ client: some TestClientProtocol, _ body: String, headers: HTTPFields) async throws -> TestResponse {
    try await client.execute(uri: "/fake/actions/add", method: .post, headers: headers, body: ByteBuffer(string: body))
  }

  nonisolated static func validation(_ response: TestResponse) throws -> Validation {
    try JSONDecoder().decode(Validation.self, from: Data(String(buffer: response.body).utf8))
  }

  @Test func aPostSentInPlaceIsAppliedAndAnsweredWithTheLocationToShow() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await Self.post(client, "amount=3&return=%2Ffake%3Fsort%3Dname", headers: Self.submit)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "application/json")
      #expect(String(buffer: response.body) == #"{"location":"/fake?sort=name"}"#)
    }
    #expect(fixture.module.model.count == 3)
  }

  @Test func aPostSentInPlaceMovesItsTabsChannelWhereItLeads() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        _ = try await tab.openLive("/_live/fake", port: port, hello: #"{"channel":"c1"}"#)
        var keyed = Self.submit
        keyed[FormIntent.channelHeaderName] = "c1"
        // The tab's id (`tab`) is not the channel's key: only `Live-Channel` names the channel.
        let response = try await Self.post(client, "amount=2&return=%2Ffake%2Fnotes&tab=c1", headers: keyed)
        #expect(String(buffer: response.body) == #"{"following":true,"location":"/fake/notes"}"#)
        // The move was written before the answer: the tab need not ask for it. (The count's
        // update at /fake may come first.)
        var moved: String?
        for _ in 0..<3 {
          let message = try await tab.message()
          if message?.hasPrefix(#"{"follow":true"#) == true {
            moved = message
            break
          }
        }
        let text = try #require(moved)
        #expect(text.hasPrefix(#"{"follow":true,"location":"/fake/notes","regions":["#))
        // `note` reads the same on both pages: only `length` is new.
        #expect(text.contains(#""id":"live-length""#))
        #expect(!text.contains(#""id":"live-note""#))

        // Another key, or none (a tab's id in `tab` is no key): answered as before, nothing moved.
        var other = Self.submit
        other[FormIntent.channelHeaderName] = "c2"
        let elsewhere = try await Self.post(client, "amount=1&return=%2Ffake%2Fabout", headers: other)
        #expect(String(buffer: elsewhere.body) == #"{"location":"/fake/about"}"#)
        let unnamed = try await Self.post(client, "amount=1&return=%2Ffake%2Fabout&tab=c1", headers: Self.submit)
        #expect(String(buffer: unnamed.body) == #"{"location":"/fake/about"}"#)
        // The page's own post to where it already is: nothing to move.
        let same = try await Self.post(client, "amount=1&return=%2Ffake%2Fnotes", headers: keyed)
        #expect(String(buffer: same.body) == #"{"location":"/fake/notes"}"#)
      }
    }
    #expect(fixture.module.model.count == 5)
  }

  @Test func aRefusedPostInPlaceGetsThePageWithTheErrorAsWithoutScript() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let response = try await Self.post(client, "amount=abc&return=%2Ffake%2Fecho", headers: Self.submit)
      #expect(response.status == .badRequest)
      let page = String(buffer: response.body)
      #expect(page.contains(#"id="live-echo""#))
      #expect(page.contains("not a number"))
    }
    #expect(fixture.module.model.count == 0)
  }

  @Test func validationReadsTheFieldsAndChangesNothing() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let invalid = try Self.validation(try await Self.post(client, "amount=abc&return=%2Ffake", headers: Self.validate))
      #expect(!invalid.valid)
      #expect(invalid.field == "amount")
      #expect(invalid.message == "not a number")
      #expect(invalid.errors == [.init(field: "amount", message: "not a number")])
      let valid = try Self.validation(try await Self.post(client, "amount=4&return=%2Ffake", headers: Self.validate))
      #expect(valid.valid)
      // An action that cannot tell before it runs says valid, and still runs nothing.
      let rename = try await client.execute(
        uri: "/fake/actions/rename", method: .post, headers: Self.validate, body: ByteBuffer(string: "name=x"))
      #expect(try Self.validation(rename).valid)
    }
    #expect(fixture.module.model.count == 0)
    #expect(fixture.module.model.unobserved == "first")
  }

  @Test func aSubmissionSentAgainIsAppliedOnce() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let first = try await Self.post(client, "amount=2&once=abc123&return=%2Ffake", headers: Self.submit)
      #expect(first.status == .ok)
      let again = try await Self.post(client, "amount=2&once=abc123&return=%2Ffake", headers: Self.submit)
      #expect(again.status == .ok)
      #expect(String(buffer: again.body) == #"{"location":"/fake","repeated":true}"#)
      // Without script (a 303 answer) the same id is recognised too.
      let plain = try await client.postForm("/fake/actions/add", "amount=2&once=abc123&return=%2Ffake")
      #expect(plain.status == .seeOther)
      // Another submission is applied.
      _ = try await Self.post(client, "amount=2&once=def456&return=%2Ffake", headers: Self.submit)
    }
    #expect(fixture.module.model.count == 4)
  }

  @Test func aRefusedSubmissionCorrectedUnderTheSameIdIsApplied() async throws {
    let fixture = try HostFixture()
    try await fixture.test { client in
      let refused = try await Self.post(client, "amount=x&once=abc123&return=%2Ffake", headers: Self.submit)
      #expect(refused.status == .badRequest)
      let corrected = try await Self.post(client, "amount=5&once=abc123&return=%2Ffake", headers: Self.submit)
      #expect(String(buffer: corrected.body) == #"{"location":"/fake"}"#)
    }
    #expect(fixture.module.model.count == 5)
  }

  @Test func theLedgerForgetsTheOldestIdsBeyondItsCapacity() {
    let ledger = SubmissionLedger(capacity: 2)
    #expect(ledger.begin("a"))
    #expect(ledger.begin("b"))
    #expect(!ledger.begin("a"))
    #expect(ledger.begin("c"))
    #expect(!ledger.contains("a"))
    #expect(ledger.contains("b") && ledger.contains("c"))
    #expect(ledger.begin("a"))
    #expect(!ledger.contains("b"))
  }
}
