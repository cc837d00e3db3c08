import CanonicalDump
import ImmutableTesting
import Testing

@MainActor
@Suite struct RecordedStatesTests {
  /// A recording of Tally: its initial rendering and each step's action and patch.
  static func recording(_ actions: [TallyAction]) throws -> (initial: String, steps: [(TallyAction, String)]) {
    var state = Tally()
    let initial = String(canonicalDumping: state)
    var previous = initial
    var steps: [(TallyAction, String)] = []
    for action in actions {
      state = try TallyReducer.reduce(state: state, action: action)
      let text = String(canonicalDumping: state)
      steps.append((action, LinePatch(from: previous, to: text).text))
      previous = text
    }
    return (initial, steps)
  }

  @Test func aReplayOfTheSameReducerMatchesEveryStep() async throws {
    let recording = try Self.recording([.increment, .requestLoad("a"), .didLoad("a"), .increment])
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    var recorded = RecordedStates(initial: recording.initial)
    let initialMatches = recorded.matches(store.state)
    #expect(initialMatches)
    for (number, (action, patch)) in recording.steps.enumerated() {
      try await store.send(action)
      let matched = recorded.step(number + 1, action, patch: patch, matches: store.state)
      #expect(matched, "step \(number + 1)")
    }
    #expect(recorded.lastStep == 4)
    #expect(recorded.expected == String(canonicalDumping: store.state))
  }

  @Test func aChangedReducerFailsAtTheFirstDifferingStepWithItsActionAndTheLines() async throws {
    let recording = try Self.recording([.increment, .requestLoad("a"), .didLoad("a")])
    // The reducer now loads twice: step 3 differs, steps 1 and 2 do not.
    let store = TestStore(
      initialState: Tally(),
      reducer: { state, action in
        var state = try TallyReducer.reduce(state: state, action: action)
        if case .didLoad(let value) = action { state.loaded.append(value) }
        return state
      },
      exhaustivity: .off
    )
    var recorded = RecordedStates(initial: recording.initial)
    var results: [Bool] = []
    await expectIssue(containing: [
      "Step 3 did not reach the recorded state. Its action:", "TallyAction.didLoad(\"a\")",
      "+     [1]: \"a\"", "(Expected: \u{2212}, Actual: +)",
    ]) {
      for (number, (action, patch)) in recording.steps.enumerated() {
        try await store.send(action)
        results.append(recorded.step(number + 1, action, patch: patch, matches: store.state))
      }
    }
    #expect(results == [true, true, false])
  }

  @Test func anInitialStateOtherThanTheRecordedOneIsReported() async {
    let recorded = RecordedStates(initial: String(canonicalDumping: Tally(count: 1)))
    await expectIssue(containing: ["The initial state is not the recorded one.", "\u{2212}   count: 1,", "+   count: 0,"]) {
      let matched = recorded.matches(Tally())
      #expect(matched == false)
    }
  }

  @Test func aPatchThatDoesNotApplyIsReportedNotTrapped() async {
    var recorded = RecordedStates(initial: "one line")
    await expectIssue(containing: ["Step 1's recorded patch cannot be used: The patch does not apply to a text of 1 line(s)."]) {
      let matched = recorded.step(1, TallyAction.increment, patch: "@@ -5,1 +5,0 @@", matches: Tally())
      #expect(matched == false)
    }
  }
}
