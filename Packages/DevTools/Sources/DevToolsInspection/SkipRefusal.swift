/// Why DevTools refused to skip (or unskip) an action; `description` is shown to the user.
///
/// Its own type rather than a case of ``InspectionError``: a new case would break every
/// exhaustive `switch` over that public enum.
public struct SkipRefusal: Error, Equatable, CustomStringConvertible {
  /// What stands in the way, as the end of a sentence (e.g. "the history no longer reaches the
  /// initial state …").
  public let reason: String

  /// A refusal for `reason`.
  public init(_ reason: String) {
    self.reason = reason
  }

  /// A sentence for the DevTools page and its JSON error answers.
  public var description: String {
    "The action cannot be skipped: \(self.reason)"
  }
}
