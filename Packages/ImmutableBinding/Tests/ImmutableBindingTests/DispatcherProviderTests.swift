import ImmutableBinding
import ImmutableData
import Testing

private enum CounterError: Error, Equatable {
  case belowZero
}

@MainActor private func makeCounterStore() -> ImmutableData.Store<Int, Int> {
  ImmutableData.Store(initialState: 0) { state, action in
    guard state + action >= 0 else { throw CounterError.belowZero }
    return state + action
  }
}

@MainActor @Suite(.timeLimit(.minutes(1))) struct DispatcherProviderTests {
  @Test func aProviderHandsOneStoreToDispatchersAndSelectors() async throws {
    let store = makeCounterStore()
    let provider = Provider(store)
    let selector = Selector(provider, label: "Count", outputSelector: { $0 })
    var outputs = selector.outputs.makeAsyncIterator()

    try provider.dispatcher.dispatch(action: 2)
    #expect(await outputs.next() == 2)
    try Dispatcher(provider).dispatch(action: 3)
    #expect(await outputs.next() == 5)
    #expect(provider.store === store)
  }

  @Test func aFailingReducerThrowsThroughTheDispatcherAndChangesNothing() {
    let store = makeCounterStore()
    let dispatcher = Dispatcher(store)
    #expect(throws: CounterError.belowZero) {
      try dispatcher.dispatch(action: -1)
    }
    #expect(store.state == 0)
  }

  @Test func plainClosureSelectorsWithDependenciesUseEquality() async throws {
    let store = makeCounterStore()
    let recorder = Recorder()
    let selector = Selector(
      Provider(store),
      // A closure literal in a dependency pack needs an explicit `@Sendable` (Swift 6.3).
      dependencySelector: { @Sendable in $0 / 10 },
      outputSelector: { state in
        recorder.record("output")
        return state / 10
      }
    )
    var outputs = selector.outputs.makeAsyncIterator()
    try store.dispatch(action: 5)
    try store.dispatch(action: 5)
    #expect(await outputs.next() == 1)
    #expect(recorder.calls == ["output", "output"])
  }
}
