import CanonicalDump
public import Testing

/// The states a recorded session went through, as canonical renderings, checked one step at a
/// time against a store that replays the session: what DevTools' generated tests use.
///
/// Why: a test generated from a recording must fail when the reducer's behaviour changes at any
/// step, not only when the final state differs, and it must pass in any process for an
/// unchanged reducer. So every state is compared as `String(canonicalDumping:)` text
/// (CanonicalDump: no hash-seed order), and the expected text of each step is the previous one
/// with the step's `LinePatch` applied, so the test file holds each state's changes, not each
/// state.
///
/// ```swift
/// let store = TestStore(initialState: CounterState(), reducer: CounterReducer.reduce, exhaustivity: .off)
/// var recorded = RecordedStates(initial: "CounterState(value: 0)")
/// guard recorded.matches(store.state) else { return }
/// let action1 = CounterAction.didTapIncrementButton
/// try await store.send(action1)
/// guard recorded.step(1, action1, patch: "@@ -1,1 +1,1 @@\n+CounterState(value: 1)", matches: store.state) else { return }
/// ```
///
/// A mismatch is one Swift Testing issue naming the step and its action, with a readable diff
/// of the lines that differ (CanonicalDump's `LineDifference`); the caller stops there, since every later
/// step would differ too.
public struct RecordedStates: Sendable {
  /// The canonical rendering of the state the recording expects now.
  public private(set) var expected: String
  /// The number of the step ``expected`` follows; 0 for the initial state.
  public private(set) var lastStep = 0

  /// The recording's initial state, as its canonical rendering.
  public init(initial: String) {
    self.expected = initial
  }

  /// Whether `state` renders as the expected state; records an issue with the difference
  /// otherwise. Use it for the initial state, before any step.
  public func matches<State>(_ state: State, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    self.check(state, heading: "The initial state is not the recorded one.", sourceLocation: sourceLocation)
  }

  /// Moves the expectation to step `number` (the previous expected rendering with `patch`
  /// applied) and checks that `state`, the store's state after sending `action`, renders as it.
  ///
  /// - Parameters:
  ///   - number: The recorded step's number, for the message.
  ///   - action: The action the step sent, shown in the message.
  ///   - patch: `LinePatch.text` from the previous step's rendering to this one's.
  ///   - state: The store's state after the action.
  ///   - sourceLocation: Where a mismatch is reported; the call site by default.
  /// - Returns: Whether it matched; a mismatch (or a patch that does not apply) is recorded as
  ///   an issue.
  public mutating func step<State, Action>(
    _ number: Int,
    _ action: Action,
    patch: String,
    matches state: State,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Bool {
    do {
      self.expected = try LinePatch(parsing: patch).applied(to: self.expected)
    } catch {
      Issue.record(Comment(rawValue: "Step \(number)'s recorded patch cannot be used: \(error)"), sourceLocation: sourceLocation)
      return false
    }
    self.lastStep = number
    let heading = "Step \(number) did not reach the recorded state. Its action:\n\n\(String(canonicalDumping: action).indented)"
    return self.check(state, heading: heading, sourceLocation: sourceLocation)
  }

  private func check<State>(_ state: State, heading: String, sourceLocation: SourceLocation) -> Bool {
    let actual = String(canonicalDumping: state)
    guard let difference = LineDifference(expected: self.expected, actual: actual) else {
      return true
    }
    Issue.record(
      Comment(
        rawValue: "\(heading)\n\nThe state differs from the recording:\n\n\(difference.text.indented)\n\n(Expected: \u{2212}, Actual: +)"),
      sourceLocation: sourceLocation
    )
    return false
  }
}
