/// A readable line diff of two texts, for failure messages: each changed block under its line
/// number, a few unchanged lines around it, expected lines after `−` and actual lines after
/// `+` (custom-dump's signs).
///
/// Why: when a rendering of thousands of lines differs in two, a message should show those
/// two lines, not both texts.
///
/// ```swift
/// LineDifference(expected: "a\nb\nc", actual: "a\nB\nc")?.text
/// // @@ line 2 @@
/// //   a
/// // − b
/// // + B
/// //   c
/// ```
public struct LineDifference: Hashable, Sendable {
  /// The diff, ready to print.
  public let text: String
  /// How many lines differ on both sides together.
  public let changedLineCount: Int

  /// The difference between `expected` and `actual`, nil when they are equal.
  ///
  /// - Parameters:
  ///   - expected: The text a test expected (its lines are shown after `−`).
  ///   - actual: The text it got (after `+`).
  ///   - contextLines: Unchanged lines shown before and after each block.
  ///   - maximumLines: The most lines shown; the rest is counted in a last line, so a large
  ///     difference keeps the message readable.
  public init?(expected: String, actual: String, contextLines: Int = 2, maximumLines: Int = 80) {
    let old = expected.lines
    let new = actual.lines
    let edits = LineDiff.edits(from: old, to: new)
    guard edits.isEmpty == false else { return nil }
    let context = Swift.max(0, contextLines)
    var shown: [String] = []
    var omitted = 0
    func show(_ line: String) {
      if shown.count < Swift.max(1, maximumLines) { shown.append(line) } else { omitted += 1 }
    }
    var shownUpTo = 0
    for (number, edit) in edits.enumerated() {
      let before = Swift.max(shownUpTo, edit.oldStart - context)
      if before > shownUpTo || number == 0 {
        show("@@ line \(edit.oldStart + 1) @@")
      }
      for line in old[before..<edit.oldStart] { show("  " + line) }
      for line in old[edit.oldStart..<edit.oldStart + edit.oldCount] { show("\u{2212} " + line) }
      for line in new[edit.newStart..<edit.newStart + edit.newCount] { show("+ " + line) }
      let afterEnd = edit.oldStart + edit.oldCount
      let nextStart = number + 1 < edits.count ? edits[number + 1].oldStart : old.count
      let after = Swift.min(nextStart, afterEnd + context, old.count)
      for line in old[afterEnd..<after] { show("  " + line) }
      shownUpTo = after
    }
    if omitted > 0 {
      shown.append("… \(omitted) more line(s) of difference")
    }
    self.text = shown.joined(separator: "\n")
    self.changedLineCount = edits.reduce(0) { $0 + $1.oldCount + $1.newCount }
  }
}
