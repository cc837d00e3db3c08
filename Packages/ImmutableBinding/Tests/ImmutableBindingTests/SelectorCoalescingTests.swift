import ImmutableBinding
import ImmutableData
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectorCoalescingTests {
  @Test(arguments: [1, 10, 1000])
  func aBurstOfElementsPublishesTheLatestStateOnce(count: Int) async {
    let store = TestStore()
    let recorder = Recorder()
    let selector = Selector(
      store,
      dependencySelector: DependencySelector { state in
        recorder.record("dependency")
        return state.first
      },
      outputSelector: OutputSelector { state in
        recorder.record("output")
        return state.first * 2
      }
    )
    let probe = Probe(selector)
    await store.waitForRequests(1)
    recorder.reset()

    for value in 1...count {
      store.send(TestState(first: value))
    }
    await store.waitForRequests(count + 1)

    // The first element already reads the newest state; the rest find nothing changed.
    #expect(probe.changes == [count * 2])
    #expect(probe.trackedNotifications == 1)
    #expect(recorder.calls.filter { $0 == "dependency" }.count == count)
    #expect(recorder.calls.filter { $0 == "output" }.count == 1)
  }

  @Test func rapidDispatchesToARealStoreReadTheLatestState() async throws {
    let store = Store<Int, Int>(initialState: 0) { state, action in state + action }
    let selector = Selector(store, outputSelector: { $0 })
    var outputs = selector.outputs.makeAsyncIterator()
    for _ in 1...500 {
      try store.dispatch(action: 1)
    }
    #expect(await outputs.next() == 500)
    #expect(selector.output == 500)
  }
}
