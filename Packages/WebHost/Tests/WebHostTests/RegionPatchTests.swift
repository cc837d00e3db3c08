import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@testable import WebHost

/// A tab moving in place is sent a region as edits of the HTML it holds when that is much
/// smaller: selecting a row of a long list costs the two rows that changed, not the list.
@MainActor @Suite struct RegionPatchTests {
  @Test func htmlIsCutBeforeEachTag() {
    #expect(RegionPatch.tokens("") == [])
    #expect(RegionPatch.tokens("<p>a</p>") == ["<p>a", "</p>"])
    #expect(RegionPatch.tokens("text <b>bold</b> tail") == ["text ", "<b>bold", "</b> tail"])
    #expect(RegionPatch.tokens("é<i>ü") == ["é", "<i>ü"])
  }

  @Test func aSelectionMovedInALongListIsTwoSmallEdits() throws {
    let old = FakeModule.rowsHTML(selected: 3)
    let new = FakeModule.rowsHTML(selected: 150)
    let patch = try #require(RegionPatch(from: old, to: new))
    #expect(patch.applied(to: old) == new)
    let inserted = patch.edits.compactMap { edit -> String? in
      if case .insert(let text) = edit { return text }
      return nil
    }
    #expect(inserted.count == 2)
    #expect(inserted.joined().utf8.count < 200)
    // The trailing rows are kept without being named.
    if case .keep = try #require(patch.edits.last) { Issue.record("a trailing keep was sent") }
  }

  @Test(arguments: [
    ("", "<p>new</p>"),
    ("<p>old</p>", ""),
    ("<p>a</p><p>b</p>", "<p>b</p><p>a</p>"),
    ("plain text", "other text"),
    ("<ul><li>1</li><li>2</li></ul>", "<ul><li>0</li><li>1</li><li>2</li><li>3</li></ul>"),
  ])
  func anyChangeApplies(old: String, new: String) throws {
    let patch = try #require(RegionPatch(from: old, to: new))
    #expect(patch.applied(to: old) == new)
  }

  @Test func randomEditsOfRandomTokensApply() throws {
    var generator = SeededGenerator(seed: 36)
    let alphabet = ["<p>", "</p>", "<li>a", "<li>b", "</li>", "text", "<b>é", "<i>"]
    for _ in 0..<300 {
      let old = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
      var new = old
      for _ in 0..<Int.random(in: 0..<8, using: &generator) {
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: new.insert(alphabet.randomElement(using: &generator)!, at: Int.random(in: 0...new.count, using: &generator))
        case 1 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &generator))
        default: if !new.isEmpty { new[Int.random(in: 0..<new.count, using: &generator)] = alphabet.randomElement(using: &generator)! }
        }
      }
      let patch = try #require(RegionPatch(from: old.joined(), to: new.joined()))
      #expect(patch.applied(to: old.joined()) == new.joined(), "\(old) -> \(new)")
    }
  }

  @Test func onlyWhatLiesBetweenTheSharedEndsIsCutIntoTokens() throws {
    let old = "<li>a</li><li>b</li><li>c</li>"
    let new = "<li>a</li><li>x</li><li>c</li>"
    // Shared up to the `b`: cut at the `<` of its row; shared from its `</li>` on.
    let ends = RegionPatch.sharedEnds(old, new)
    #expect(ends.head == 10 && ends.oldEnd == 15 && ends.newEnd == 15)
    #expect(RegionPatch.tokenCount(old, before: ends.head) == 2)
    let patch = try #require(RegionPatch(from: old, to: new))
    #expect(patch.edits == [.keep(2), .drop(1), .insert("<li>x")])
    // Identical, one a prefix of the other, nothing shared: the same edits as cutting it all.
    #expect(try #require(RegionPatch(from: old, to: old)).edits == [])
    #expect(try #require(RegionPatch(from: old, to: old + "<li>d</li>")).applied(to: old) == old + "<li>d</li>")
    #expect(try #require(RegionPatch(from: "<p>1</p>", to: "<i>2</i>")).applied(to: "<p>1</p>") == "<i>2</i>")
  }

  @Test func aRegionChangedThroughoutIsNoPatch() {
    let old = (0..<400).map { "<li>\($0)" }.joined()
    let new = (0..<400).map { "<li>x\($0)" }.joined()
    #expect(RegionPatch(from: old, to: new) == nil)
  }

  @Test func editsAreSentAsNumbersAndText() throws {
    let patch = try #require(RegionPatch(from: "<p>a</p><p>b</p><p>c</p>", to: "<p>a</p><p>B</p><p>c</p>"))
    let json = String(buffer: LiveRegionMarkup.patchJSON(regionID: "live-x", digest: "2", base: "1", patch: patch))
    #expect(json == #"{"base":"1","digest":"2","id":"live-x","patch":[2,-1,"<p>B"]}"#)
  }

  @Test func aTabHoldingTheExactHTMLGetsAPatchOnItsMove() async throws {
    let fixture = try HostFixture()
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      try await RawConnection.with(port: port) { tab in
        let first = try Self.regions(try await tab.openLive("/_live/fake/rows?selected=3", port: port))
        let held = try #require(first["live-rows"])
        let oldHTML = try #require(held["html"] as? String)
        let oldDigest = try #require(held["digest"] as? String)

        try await tab.sendText(Self.json(["go": "/fake/rows?selected=150", "have": ["live-rows": oldDigest], "exact": ["live-rows"]]))
        let received = try await tab.message()
        let text = try #require(received)
        let answer = try #require(try Self.regions(text)["live-rows"])
        #expect(answer["base"] as? String == oldDigest)
        #expect(answer["html"] == nil)
        let expected = FakeModule.rowsHTML(selected: 150)
        #expect(answer["digest"] as? String == LiveRegionMarkup.digest(expected))
        #expect(Self.apply(try #require(answer["patch"] as? [Any]), to: oldHTML) == expected)
        #expect(text.utf8.count * 10 < expected.utf8.count)

        // Without `exact` the tab cannot be trusted to hold the host's HTML: the region whole.
        try await tab.sendText(
          Self.json(["go": "/fake/rows?selected=9", "have": ["live-rows": LiveRegionMarkup.digest(expected)]]))
        let wholeText = try await tab.message()
        let whole = try #require(try Self.regions(wholeText)["live-rows"])
        #expect(whole["html"] as? String == FakeModule.rowsHTML(selected: 9))
        #expect(whole["patch"] == nil)

        // A base the tab names but the host no longer shows (a stale digest): whole too.
        try await tab.sendText(Self.json(["go": "/fake/rows?selected=10", "have": ["live-rows": "0"], "exact": ["live-rows"]]))
        let staleText = try await tab.message()
        let stale = try #require(try Self.regions(staleText)["live-rows"])
        #expect(stale["html"] as? String == FakeModule.rowsHTML(selected: 10))
      }
    }
  }

  /// A patch as the page's script reads it off the wire (live.js `patched`): a string is
  /// inserted, a positive number kept, a negative one dropped.
  nonisolated private static func apply(_ patch: [Any], to base: String) -> String {
    let edits = patch.compactMap { edit -> RegionPatch.Edit? in
      if let text = edit as? String { return .insert(text) }
      guard let count = edit as? Int else { return nil }
      return count > 0 ? .keep(count) : .drop(-count)
    }
    return RegionPatch.applying(edits, to: base)
  }

  nonisolated private static func regions(_ text: String?) throws -> [String: [String: Any]] {
    let message = try #require(text)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(message.utf8)) as? [String: Any])
    let regions = try #require(object["regions"] as? [[String: Any]])
    return Dictionary(uniqueKeysWithValues: regions.compactMap { region in (region["id"] as? String).map { ($0, region) } })
  }

  nonisolated private static func json(_ object: [String: Any]) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
  }
}

/// SplitMix64: the same random edits on every run.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
