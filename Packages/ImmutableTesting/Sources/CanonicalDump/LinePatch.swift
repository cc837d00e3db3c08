/// The lines that change between two texts, as a compact patch: where each changed block
/// starts, how many old lines it removes, and the new lines it inserts (removed lines are
/// counted, not repeated, so a patch that empties a long list stays short).
///
/// Why: a generated test checks the state after every step of a recorded session. Storing
/// every state's full rendering would repeat thousands of unchanged lines per step; storing
/// the first rendering and, per step, a patch from the previous one keeps the file small and
/// shows what each step changed.
///
/// ```swift
/// let patch = LinePatch(from: "a\nb\nc", to: "a\nB\nc")
/// patch.text                          // "@@ -2,1 +2,1 @@\n+B"
/// try patch.applied(to: "a\nb\nc")    // "a\nB\nc"
/// try LinePatch(parsing: patch.text) == patch  // true
/// ```
public struct LinePatch: Hashable, Sendable {
  /// One changed block: `removedCount` old lines from `oldStart` (0-based) give way to `inserted`.
  struct Hunk: Hashable, Sendable {
    var oldStart: Int
    var removedCount: Int
    var inserted: [String]
  }

  let hunks: [Hunk]

  init(hunks: [Hunk]) {
    self.hunks = hunks
  }

  /// The patch that turns `old` into `new`, line by line (lines end at `\n`).
  public init(from old: String, to new: String) {
    let oldLines = old.lines
    let newLines = new.lines
    self.hunks = LineDiff.edits(from: oldLines, to: newLines).map { edit in
      Hunk(
        oldStart: edit.oldStart,
        removedCount: edit.oldCount,
        inserted: newLines[edit.newStart..<edit.newStart + edit.newCount].map(String.init)
      )
    }
  }

  /// Whether the two texts were equal.
  public var isEmpty: Bool {
    self.hunks.isEmpty
  }

  /// The patch as text: per block a header `@@ -<old line>,<removed> +<new line>,<inserted> @@`
  /// (1-based lines, as in a unified diff) and each inserted line after a `+`. Empty when
  /// nothing changed. ``init(parsing:)`` reads it back.
  public var text: String {
    var lines: [String] = []
    var shift = 0
    for hunk in self.hunks {
      lines.append("@@ -\(hunk.oldStart + 1),\(hunk.removedCount) +\(hunk.oldStart + shift + 1),\(hunk.inserted.count) @@")
      lines.append(contentsOf: hunk.inserted.map { "+" + $0 })
      shift += hunk.inserted.count - hunk.removedCount
    }
    return lines.joined(separator: "\n")
  }

  /// Reads a patch written by ``text``.
  ///
  /// - Throws: ``LinePatchError/malformed(line:reason:)`` for a header or line count that
  ///   does not follow the format, or blocks out of order.
  public init(parsing text: String) throws(LinePatchError) {
    var hunks: [Hunk] = []
    let lines = text.isEmpty ? [] : text.lines
    var index = 0
    var end = 0
    while index < lines.count {
      let header = lines[index]
      guard let parsed = Self.header(header) else {
        throw .malformed(line: index + 1, reason: "expected a block header “@@ -a,b +c,d @@”")
      }
      let (start, removed, inserted) = (parsed.oldStart - 1, parsed.removed, parsed.inserted)
      guard start >= end else {
        throw .malformed(line: index + 1, reason: "the block starts before the previous one ends")
      }
      let body = lines[(index + 1)...].prefix(inserted)
      guard body.count == inserted, body.allSatisfy({ $0.first == "+" }) else {
        throw .malformed(line: index + 1, reason: "the block announces \(inserted) inserted line(s) starting with “+”")
      }
      hunks.append(Hunk(oldStart: start, removedCount: removed, inserted: body.map { String($0.dropFirst()) }))
      end = start + removed
      index += 1 + inserted
    }
    self.hunks = hunks
  }

  /// `old` with the patch applied.
  ///
  /// - Throws: ``LinePatchError/doesNotApply(lineCount:)`` when a block reaches past the end
  ///   of `old` (the patch was made from another text).
  public func applied(to old: String) throws(LinePatchError) -> String {
    guard self.hunks.isEmpty == false else { return old }
    let lines = old.lines
    var result: [Substring] = []
    result.reserveCapacity(lines.count)
    var next = 0
    for hunk in self.hunks {
      guard hunk.oldStart >= next, hunk.oldStart + hunk.removedCount <= lines.count else {
        throw .doesNotApply(lineCount: lines.count)
      }
      result.append(contentsOf: lines[next..<hunk.oldStart])
      result.append(contentsOf: hunk.inserted.map { Substring($0) })
      next = hunk.oldStart + hunk.removedCount
    }
    result.append(contentsOf: lines[next...])
    return result.joined(separator: "\n")
  }

  /// `(old line, removed, inserted)` from `@@ -a,b +c,d @@`, lines counted from 1.
  private static func header(_ line: Substring) -> (oldStart: Int, removed: Int, inserted: Int)? {
    guard line.hasPrefix("@@ -"), line.hasSuffix(" @@") else { return nil }
    let fields = line.dropFirst(4).dropLast(3).split(separator: " ")
    guard fields.count == 2, fields[1].first == "+" else { return nil }
    let old = fields[0].split(separator: ",").compactMap { Int($0) }
    let new = fields[1].dropFirst().split(separator: ",").compactMap { Int($0) }
    guard old.count == 2, new.count == 2, old[0] >= 1, old[1] >= 0, new[1] >= 0 else { return nil }
    return (old[0], old[1], new[1])
  }
}

extension String {
  /// The text's lines, split at `\n` (an empty text is one empty line).
  var lines: [Substring] {
    self.split(separator: "\n", omittingEmptySubsequences: false)
  }
}
