import DevToolsInspection
import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import WebHost

@MainActor
@Suite struct FormOriginTests {
  @Test func aFormPostIsRecordedWithThePageLocationAndTabItWasPostedFrom() async throws {
    let tally = try TallyHost(devTools: true)
    try await tally.test { client in
      let post = try await client.postForm("/tally/actions/add", "return=%2Ftally%3Fsort%3Dname&tab=k3v9")
      #expect(post.status == .seeOther)
      #expect(post.headers[.location] == "/tally?sort=name")
    }
    let steps = try #require(tally.host.inspection?.inspector(slug: "tally")).steps(since: 0)
    #expect(steps.map(\.origin) == ["form action add from /tally?sort=name (tab k3v9)"])
    // The tab field is the host's: the module's action never sees it.
    #expect(tally.module.lastSubmission?.fields == ["return": "/tally?sort=name"])
  }

  @Test func aMalformedTabAndAReturnToAnotherSiteAreLeftOutOfTheOrigin() async throws {
    let tally = try TallyHost(devTools: true)
    try await tally.test { client in
      _ = try await client.postForm("/tally/actions/add", "return=https%3A%2F%2Fevil.example%2F&tab=%3Cb%3Ex%3C%2Fb%3E")
    }
    let steps = try #require(tally.host.inspection?.inspector(slug: "tally")).steps(since: 0)
    #expect(steps.map(\.origin) == ["form action add"])
  }

  @Test func aTabIdIsShortLettersDigitsDashesAndUnderscores() {
    #expect(FormOrigin.tab("k3v9-A_b") == "k3v9-A_b")
    #expect(FormOrigin.tab(String(repeating: "a", count: FormOrigin.maxTabLength)) != nil)
    #expect(FormOrigin.tab(String(repeating: "a", count: FormOrigin.maxTabLength + 1)) == nil)
    #expect(FormOrigin.tab("") == nil)
    #expect(FormOrigin.tab("a b") == nil)
    #expect(FormOrigin.tab("é") == nil)
    #expect(FormOrigin.tab(nil) == nil)
  }

  @Test func aLongPageLocationIsCut() async throws {
    let tally = try TallyHost(devTools: true)
    let long = "/tally?q=" + String(repeating: "a", count: 2_000)
    try await tally.test { client in
      _ = try await client.postForm(
        "/tally/actions/add",
        "return="
          + long.replacingOccurrences(of: "/", with: "%2F").replacingOccurrences(of: "?", with: "%3F").replacingOccurrences(
            of: "=", with: "%3D"))
    }
    let origin = try #require(tally.host.inspection?.inspector(slug: "tally")?.steps(since: 0).first?.origin)
    #expect(origin.hasPrefix("form action add from /tally?q=aaa"))
    #expect(origin.hasSuffix("…"))
    #expect(origin.utf8.count < FormOrigin.maxLocationLength + 40)
  }
}
