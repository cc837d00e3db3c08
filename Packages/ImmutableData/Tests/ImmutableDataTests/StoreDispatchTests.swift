import Testing

@testable import ImmutableData

@MainActor @Suite struct StoreDispatchTests {
  @Test func dispatchingAnActionReplacesStateWithTheReducersResult() throws {
    let store = makeTestStore(initialState: 10)
    try store.dispatch(action: .didIncrement)
    try store.dispatch(action: .didAdd(5))
    #expect(store.state == 16)
  }

  @Test func aThrowingReducerLeavesStateUnchangedAndRethrows() throws {
    let store = makeTestStore(initialState: 3)
    #expect(throws: TestReducerError.self) {
      try store.dispatch(action: .didFail)
    }
    #expect(store.state == 3)
  }

  @Test(arguments: [0, 1, 42])
  func selectReturnsTheSliceOfTheCurrentState(initialState: Int) {
    let store = makeTestStore(initialState: initialState)
    #expect(store.select { $0 * 2 } == initialState * 2)
    #expect(store.select { "\($0)" } == "\(initialState)")
  }

  @Test func aSynchronousThunkReceivesTheStoreAsDispatcherAndSelector() throws {
    let store = makeTestStore()
    store.dispatch { dispatcher, selector in
      #expect(dispatcher === store)
      #expect(selector === store)
      // The store calls the thunk synchronously on the main actor.
      MainActor.assumeIsolated {
        try? dispatcher.dispatch(action: .didAdd(selector.state + 2))
      }
    }
    #expect(store.state == 2)
  }

  @Test func aSynchronousThunkRunsOnTheMainActorBeforeDispatchReturns() {
    let store = makeTestStore(initialState: 7)
    let ran = Flag()
    store.dispatch { _, selector in
      // `assumeIsolated` checks the executor: off the main actor it would stop the test run.
      let state = MainActor.assumeIsolated { selector.state }
      if state == 7 { ran.set() }
    }
    #expect(ran.isSet)
  }

  @Test func anAsynchronousThunkReceivesTheStoreAndMayAwaitBeforeDispatching() async throws {
    let store = makeTestStore(initialState: 1)
    try await store.dispatch { dispatcher, selector in
      #expect(dispatcher === store)
      #expect(selector === store)
      await Task.yield()
      try await dispatcher.dispatch(action: .didAdd(selector.state * 10))
    }
    #expect(store.state == 11)
  }

  @Test func aThrowingThunkRethrowsToItsCaller() async {
    let store = makeTestStore()
    #expect(throws: TestReducerError.self) {
      try store.dispatch { dispatcher, _ in
        try MainActor.assumeIsolated {
          try dispatcher.dispatch(action: .didFail)
        }
      }
    }
    await #expect(throws: TestReducerError.self) {
      try await store.dispatch { dispatcher, _ in
        await Task.yield()
        try await dispatcher.dispatch(action: .didFail)
      }
    }
    #expect(store.state == 0)
  }
}
