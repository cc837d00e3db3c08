import ImmutableBinding
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectorRebuildTests {
  private func outputSelector(_ name: String, _ recorder: Recorder, plus offset: Int = 0) -> OutputSelector<TestState, Int> {
    OutputSelector { state in
      recorder.record(name)
      return state.output + offset
    }
  }

  @Test func theSameIdIgnoresNewClosures() async {
    let store = TestStore(state: TestState(output: 1))
    let recorder = Recorder()
    let selector = Selector(store, id: "a", outputSelector: outputSelector("old", recorder))
    selector.update(store, id: "a", outputSelector: outputSelector("new", recorder, plus: 100))
    #expect(selector.output == 1)
    #expect(store.streamsMade == 1)

    await store.waitForRequests(1)
    store.send(TestState(output: 2))
    await store.waitForRequests(2)
    #expect(recorder.calls == ["old", "old"])
    #expect(selector.output == 2)
  }

  @Test func aNewIdRebuildsAndPublishesAtOnceEvenAnEqualOutput() async {
    let store = TestStore(state: TestState(output: 1))
    let recorder = Recorder()
    let selector = Selector(store, id: "a", outputSelector: outputSelector("old", recorder))
    let probe = Probe(selector)
    selector.update(store, id: "b", outputSelector: outputSelector("new", recorder))
    #expect(recorder.calls == ["old", "new"])
    #expect(selector.id == AnyHashable("b"))
    // A rebuild starts from empty caches, so its first output is published.
    #expect(probe.changes == [1])
    #expect(probe.trackedNotifications == 1)
    #expect(store.streamsMade == 2)
    #expect(store.liveStreams >= 1)
  }

  @Test func noStaleClosureRunsAfterAnIdChange() async {
    let store = TestStore()
    let recorder = Recorder()
    let selector = Selector(store, id: 1, outputSelector: outputSelector("old", recorder))
    await store.waitForRequests(1)
    selector.update(store, id: 2, outputSelector: outputSelector("new", recorder, plus: 10))
    await store.waitForRequests(2)
    recorder.reset()

    store.send(TestState(output: 5))
    await store.waitForRequests(3)
    #expect(recorder.calls == ["new"])
    #expect(selector.output == 15)
  }

  @Test func anotherStoreRebuildsEvenWithTheSameId() async {
    let first = TestStore(state: TestState(output: 1))
    let second = TestStore(state: TestState(output: 2))
    let recorder = Recorder()
    let selector = Selector(first, id: "a", outputSelector: outputSelector("first", recorder))
    selector.update(second, id: "a", outputSelector: outputSelector("second", recorder))
    #expect(selector.store === second)
    #expect(selector.output == 2)
    #expect(recorder.calls == ["first", "second"])

    // The first store's stream ends; elements of the second store arrive.
    await first.waitUntilNoLiveStreams()
    await second.waitForRequests(1)
    second.send(TestState(output: 3))
    await second.waitForRequests(2)
    #expect(selector.output == 3)
  }
}
