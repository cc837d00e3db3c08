import ImmutableData
import ImmutableTesting
import Testing

@MainActor
@Suite struct TestStoreReceiveTests {
  @Test func actionsFromAListenerAreReceivedInOrderWithTheirStates() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    try await store.receive(.didLoad("a")) {
      $0.isLoading = false
      $0.loaded = ["a"]
    }
    try await store.receive(.didLoad("a!")) { $0.loaded = ["a", "a!"] }
    await store.finish()
    _ = listener
  }

  @Test func receivingTheWrongActionReportsADiffOfTheActions() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    await expectIssue(containing: ["unexpected action", "−", "\"b\"", "+", "\"a\"", "(Expected: −, Received: +)"]) {
      try await store.receive(.didLoad("b")) {
        $0.isLoading = false
        $0.loaded = ["a"]
      }
    }
    try await store.receive(.didLoad("a!")) { $0.loaded = ["a", "a!"] }
    await store.finish()
    _ = listener
  }

  @Test func aReceiveTimesOutWhenNoActionArrives() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    await expectIssue(containing: ["Expected to receive an action within", "none arrived", ".didLoad(\"a\")"]) {
      try await store.receive(.didLoad("a"), timeout: .milliseconds(20))
    }
  }

  @Test func aReceivedStateThatDiffersFromTheExpectationReportsTheDiff() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    await expectIssue(containing: ["does not match", "isLoading"]) {
      try await store.receive(.didLoad("a")) { $0.loaded = ["a"] }
    }
    try await store.receive(.didLoad("a!")) { $0.loaded = ["a", "a!"] }
    _ = listener
  }

  @Test func sendingWhileReceivedActionsAreUnassertedFails() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(thunk: { dispatcher, _ in try dispatcher.dispatch(action: .increment) })
    await expectIssue(containing: ["Must receive 1 action(s) before sending another", ".increment"]) {
      try await store.send(.noop)
    }
  }
}
