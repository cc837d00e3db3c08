import ImmutableBinding
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectorInputTests {
  /// The filter judges the element; dependencies and output read the store's current state.
  @Test func theFilterSeesTheElementAndSelectorsSeeTheCurrentState() async {
    let store = TestStore(state: TestState(first: 1, output: 10))
    let recorder = Recorder()
    let selector = Selector(
      store,
      filter: { oldState, action in
        recorder.record("filter \(oldState.first) \(action)")
        return true
      },
      dependencySelector: DependencySelector { state in
        recorder.record("dependency \(state.first)")
        return state.first
      },
      outputSelector: OutputSelector { state in
        recorder.record("output \(state.output)")
        return state.output
      }
    )
    await store.waitForRequests(1)
    recorder.reset()

    store.send(TestState(first: 2, output: 20), action: .didChangeOther)
    await store.waitForRequests(2)
    #expect(recorder.calls == ["filter 1 didChangeOther", "dependency 2", "output 20"])
    #expect(selector.output == 20)

    // An element carrying a stale old state still selects from the current state.
    store.yield(oldState: TestState(first: 99), action: .didChange)
    await store.waitForRequests(3)
    #expect(recorder.calls.suffix(2) == ["filter 99 didChange", "dependency 2"])
  }

  @Test func aCustomDidChangeDecidesWhatIsPublishedWhileTheValueIsReplaced() async {
    let store = TestStore()
    // Only a change of parity counts as a change.
    let selector = Selector(
      store,
      outputSelector: OutputSelector(select: { $0.output }, didChange: { $0 % 2 != $1 % 2 })
    )
    let probe = Probe(selector)
    await store.waitForRequests(1)
    store.send(TestState(output: 2))
    await store.waitForRequests(2)
    #expect(probe.changes.isEmpty)
    #expect(selector.output == 2)
    store.send(TestState(output: 3))
    await store.waitForRequests(3)
    #expect(probe.changes == [3])
  }
}
