import CustomDump
import Testing

extension TestStore {
  /// Checks one reduction against the test's description of it and reports a readable diff.
  func assertState(
    before: State,
    after: State,
    updateStateToExpectedResult: ((inout State) throws -> Void)?,
    sourceLocation: SourceLocation
  ) throws {
    var expected: State
    switch self.exhaustivity {
    case .on:
      expected = before
    case .off:
      // The closure must describe facts already true of the actual state.
      expected = after
    }
    try updateStateToExpectedResult?(&expected)
    if expected != after {
      let heading =
        updateStateToExpectedResult == nil && self.exhaustivity == .on
        ? "The state changed, but the test expected no change:"
        : "The state does not match the expected state:"
      let difference = diff(expected, after, format: .proportional) ?? String(customDumping: after)
      Issue.record(
        Comment(rawValue: "\(heading)\n\n\(difference.indented)\n\n(Expected: −, Actual: +)"),
        sourceLocation: sourceLocation
      )
    } else if self.exhaustivity == .on, updateStateToExpectedResult != nil, before == after {
      Issue.record(
        "The test described a state change, but the state did not change.",
        sourceLocation: sourceLocation
      )
    }
  }
}

extension String {
  /// Every line indented by two spaces, so a dump stands out under its heading.
  var indented: String {
    self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "  \($0)" }
      .joined(separator: "\n")
  }
}
