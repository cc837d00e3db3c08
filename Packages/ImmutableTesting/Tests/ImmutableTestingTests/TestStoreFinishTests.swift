import ImmutableData
import ImmutableTesting
import Testing

@MainActor
@Suite struct TestStoreFinishTests {
  @Test func finishFailsOnAReceivedActionNobodyAsserted() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    try await store.receive(.didLoad("a")) {
      $0.isLoading = false
      $0.loaded = ["a"]
    }
    await expectIssue(containing: ["1 received action(s) were not asserted", ".didLoad(\"a!\")"]) {
      await store.finish()
    }
    _ = listener
  }

  @Test func finishPassesWhenEveryReceivedActionWasAsserted() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(thunk: { dispatcher, _ in try dispatcher.dispatch(action: .increment) })
    try await store.receive(.increment) { $0.count = 1 }
    await store.finish()
  }

  @Test func skippedReceivedActionsDoNotFailFinish() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(thunk: { dispatcher, _ in try dispatcher.dispatch(action: .increment) })
    await store.skipReceivedActions()
    await store.finish()
    #expect(store.state.count == 1)
  }
}
