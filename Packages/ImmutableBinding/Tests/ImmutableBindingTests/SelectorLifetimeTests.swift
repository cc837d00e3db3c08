import ImmutableBinding
import Testing

@MainActor @Suite(.timeLimit(.minutes(1))) struct SelectorLifetimeTests {
  @Test func theOutputExistsAndTheStreamIsOpenWhenInitReturns() {
    let store = TestStore(state: TestState(output: 7))
    let selector = Selector(store, outputSelector: { $0.output })
    // Both happened synchronously, so no element can fall between them.
    #expect(selector.output == 7)
    #expect(store.streamsMade == 1)
    #expect(selector.isListening)
  }

  @Test func releasingTheSelectorEndsTheSubscription() async {
    let store = TestStore()
    var selector: Selector<TestStore, Int>? = Selector(store, outputSelector: { $0.output })
    await store.waitForRequests(1)
    #expect(store.liveStreams == 1)
    #expect(selector?.output == 0)
    selector = nil
    await store.waitUntilNoLiveStreams()
    #expect(store.liveStreams == 0)
  }

  @Test func cancelEndsTheSubscriptionAndTheOutputsButKeepsTheLastOutput() async {
    let store = TestStore(state: TestState(output: 3))
    let recorder = Recorder()
    let selector = Selector(
      store,
      outputSelector: OutputSelector { state in
        recorder.record("output")
        return state.output
      })
    let outputs = selector.outputs
    await store.waitForRequests(1)
    selector.cancel()
    #expect(selector.isListening == false)
    await store.waitUntilNoLiveStreams()
    store.send(TestState(output: 4))
    #expect(selector.output == 3)
    #expect(recorder.calls == ["output"])
    var received: [Int] = []
    for await output in outputs {
      received.append(output)
    }
    #expect(received.isEmpty)
  }

  @Test func outputsAndOnChangeDeliverPublishedOutputsOnly() async {
    let store = TestStore()
    let selector = Selector(store, outputSelector: { $0.output })
    var iterator = selector.outputs.makeAsyncIterator()
    var callbacks: [Int] = []
    let token = selector.onChange { callbacks.append($0) }
    await store.waitForRequests(1)

    // One element at a time: a burst would coalesce into one read of the newest state.
    store.send(TestState(output: 1))
    await store.waitForRequests(2)
    store.send(TestState(first: 9, output: 1))
    await store.waitForRequests(3)
    store.send(TestState(output: 2))
    await store.waitForRequests(4)

    #expect(callbacks == [1, 2])
    #expect(await iterator.next() == 1)
    #expect(await iterator.next() == 2)
    token.cancel()
    store.send(TestState(output: 3))
    await store.waitForRequests(5)
    #expect(callbacks == [1, 2])
    #expect(await iterator.next() == 3)
  }

  @Test func releasingTheObservationTokenStopsItsCallback() async {
    let store = TestStore()
    let selector = Selector(store, outputSelector: { $0.output })
    var callbacks: [Int] = []
    var token: SelectorObservation? = selector.onChange { callbacks.append($0) }
    await store.waitForRequests(1)
    store.send(TestState(output: 1))
    await store.waitForRequests(2)
    #expect(token != nil)
    token = nil
    store.send(TestState(output: 2))
    await store.waitForRequests(3)
    #expect(callbacks == [1])
  }
}
