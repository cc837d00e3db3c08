import CanonicalDump
import Testing

@Suite struct LinePatchTests {
  /// A deterministic text of `count` numbered lines with a repeated line every few, like the
  /// `),` lines of a rendering.
  static func text(_ numbers: some Sequence<Int>) -> String {
    numbers.map { $0 % 5 == 0 ? "  )," : "line \($0)" }.joined(separator: "\n")
  }

  @Test(arguments: [
    ("a\nb\nc", "a\nB\nc"),
    ("", "x"),
    ("x", ""),
    ("a", "a"),
    (LinePatchTests.text(0..<300), LinePatchTests.text(Array(0..<100) + Array(120..<300) + [7, 7])),
    (LinePatchTests.text(0..<300), "only"),
    (LinePatchTests.text(0..<50), LinePatchTests.text((0..<50).reversed())),
    (LinePatchTests.text([1, 2, 3]), LinePatchTests.text([0, 1, 2, 3, 4, 5, 2])),
  ])
  func aPatchTurnsTheOldTextIntoTheNewOneAndReadsBackFromItsText(old: String, new: String) throws {
    let patch = LinePatch(from: old, to: new)
    #expect(try patch.applied(to: old) == new)
    #expect(try LinePatch(parsing: patch.text) == patch)
    #expect(patch.isEmpty == (old == new))
  }

  @Test func aPatchHoldsOnlyTheChangedLinesAndCountsTheRemovedOnes() {
    let old = Self.text(0..<1000)
    let patch = LinePatch(from: old, to: Self.text((0..<1000).filter { $0 != 500 && $0 != 501 }))
    #expect(patch.text == "@@ -501,2 +501,0 @@")
    #expect(LinePatch(from: old, to: "").text == "@@ -1,1000 +1,1 @@\n+")
    #expect(LinePatch(from: "a\nb\nc", to: "a\nB\nc\nd").text == "@@ -2,1 +2,1 @@\n+B\n@@ -4,0 +4,1 @@\n+d")
  }

  @Test func aMalformedPatchIsRefusedWithItsLine() {
    #expect(throws: LinePatchError.malformed(line: 1, reason: "expected a block header “@@ -a,b +c,d @@”")) {
      try LinePatch(parsing: "+x")
    }
    #expect(throws: LinePatchError.malformed(line: 1, reason: "the block announces 2 inserted line(s) starting with “+”")) {
      try LinePatch(parsing: "@@ -1,0 +1,2 @@\n+x")
    }
    #expect(throws: LinePatchError.malformed(line: 3, reason: "the block starts before the previous one ends")) {
      try LinePatch(parsing: "@@ -3,2 +3,1 @@\n+x\n@@ -4,0 +3,1 @@\n+y")
    }
  }

  @Test func aPatchFromAnotherTextDoesNotApply() throws {
    let patch = LinePatch(from: "a\nb\nc", to: "a\nb")
    #expect(throws: LinePatchError.doesNotApply(lineCount: 1)) {
      try patch.applied(to: "a")
    }
  }

  @Test func aDifferenceShowsTheChangedLinesWithContextAndIsBounded() throws {
    let expected = Self.text(0..<100)
    let actual = expected.replacing("line 42", with: "line forty-two")
    let difference = try #require(LineDifference(expected: expected, actual: actual, contextLines: 1))
    #expect(difference.text == "@@ line 43 @@\n  line 41\n\u{2212} line 42\n+ line forty-two\n  line 43")
    #expect(difference.changedLineCount == 2)
    #expect(LineDifference(expected: expected, actual: expected) == nil)
    let large = try #require(LineDifference(expected: expected, actual: "", maximumLines: 5))
    #expect(large.text.split(separator: "\n").count == 6)
    #expect(large.text.hasSuffix("… 97 more line(s) of difference"))
  }
}
