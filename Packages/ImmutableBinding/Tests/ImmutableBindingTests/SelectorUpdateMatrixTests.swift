import ImmutableBinding
import Testing

/// Every combination of filter, dependency count, dependency change and output change, checked
/// against the update rules: which closures run, in which order, and what observers see.
@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectorUpdateMatrixTests {
  enum FilterMode: String, CaseIterable, Sendable {
    case none, rejects, accepts
  }

  /// Which dependency the dispatched change touches.
  enum DependencyChange: String, CaseIterable, Sendable {
    case none, first, last
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let filter: FilterMode
    let dependencies: Int
    let change: DependencyChange
    let outputChanged: Bool

    static let all: [Case] = FilterMode.allCases.flatMap { filter in
      [0, 1, 2].flatMap { dependencies in
        DependencyChange.allCases.flatMap { change in
          [false, true].map { outputChanged in
            Case(filter: filter, dependencies: dependencies, change: change, outputChanged: outputChanged)
          }
        }
      }
    }

    var testDescription: String {
      "filter \(filter.rawValue), \(dependencies) dependencies, change \(change.rawValue), output changed \(outputChanged)"
    }

    /// The index of the dependency whose value changes, if any.
    var changedIndex: Int? {
      guard self.dependencies > 0 else { return nil }
      switch self.change {
      case .none: return nil
      case .first: return 0
      case .last: return self.dependencies - 1
      }
    }

    var nextState: TestState {
      var state = TestState()
      if self.change != .none {
        // Dependency 0 reads `first`, dependency 1 reads `second`.
        if self.changedIndex == 0 { state.first = 1 }
        if self.changedIndex == 1 { state.second = 1 }
      }
      if self.outputChanged { state.output = 1 }
      return state
    }

    var initialCalls: [String] {
      (0..<self.dependencies).map { "dependency\($0).select" } + ["output.select"]
    }

    /// The calls the update rules prescribe for one stream element.
    var expectedCalls: (calls: [String], recomputed: Bool) {
      var calls: [String] = []
      if self.filter != .none { calls.append("filter") }
      if self.filter == .rejects { return (calls, false) }
      if self.dependencies > 0 {
        calls += (0..<self.dependencies).map { "dependency\($0).select" }
        var changed = false
        for index in 0..<self.dependencies {
          calls.append("dependency\(index).didChange")
          if index == self.changedIndex {
            changed = true
            break
          }
        }
        if changed == false { return (calls, false) }
      }
      return (calls + ["output.select", "output.didChange"], true)
    }
  }

  @Test(arguments: Case.all)
  func oneElementRunsExactlyTheClosuresTheRulesPrescribe(_ testCase: Case) async {
    let store = TestStore()
    let recorder = Recorder()
    let probe = makeProbe(testCase, store: store, recorder: recorder)
    #expect(recorder.calls == testCase.initialCalls)
    #expect(probe.output == 0)
    recorder.reset()

    await store.waitForRequests(1)
    store.send(testCase.nextState)
    await store.waitForRequests(2)

    let expected = testCase.expectedCalls
    let published = expected.recomputed && testCase.outputChanged
    #expect(recorder.calls == expected.calls)
    #expect(probe.trackedNotifications == (published ? 1 : 0))
    #expect(probe.changes == (published ? [1] : []))
    #expect(probe.output == (published ? 1 : 0))
  }

  private func makeProbe(_ testCase: Case, store: TestStore, recorder: Recorder) -> Probe {
    let filter: (@Sendable (TestState, TestAction) -> Bool)? =
      switch testCase.filter {
      case .none: nil
      case .rejects: Recording.filter(false, recorder)
      case .accepts: Recording.filter(true, recorder)
      }
    let output = Recording.output(recorder)
    switch testCase.dependencies {
    case 0:
      return Probe(Selector(store, filter: filter, outputSelector: output))
    case 1:
      return Probe(
        Selector(
          store,
          filter: filter,
          dependencySelector: Recording.dependency("dependency0", { $0.first }, recorder),
          outputSelector: output
        )
      )
    default:
      return Probe(
        Selector(
          store,
          filter: filter,
          dependencySelector: Recording.dependency("dependency0", { $0.first }, recorder),
          Recording.dependency("dependency1", { $0.second }, recorder),
          outputSelector: output
        )
      )
    }
  }
}
