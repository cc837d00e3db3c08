/// Why a ``LinePatch`` could not be read or applied.
public enum LinePatchError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The patch text does not follow ``LinePatch/text``'s format at `line` (1-based).
  case malformed(line: Int, reason: String)
  /// A block reaches past the end of a text of `lineCount` lines: the patch was made from
  /// another text.
  case doesNotApply(lineCount: Int)

  /// The reason in a sentence.
  public var description: String {
    switch self {
    case .malformed(let line, let reason):
      "The patch is malformed at line \(line): \(reason)."
    case .doesNotApply(let lineCount):
      "The patch does not apply to a text of \(lineCount) line(s)."
    }
  }
}
