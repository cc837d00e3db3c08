import ImmutableData
import ImmutableTesting
import Testing

@MainActor
@Suite struct TestStoreNonExhaustiveTests {
  @Test func aSendChecksOnlyTheFactsTheClosureStates() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    try await store.send(.increment)
    try await store.send(.requestLoad("a")) { $0.isLoading = true }
    #expect(store.state == Tally(count: 1, isLoading: true))
  }

  @Test func aFalseFactStillFails() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    await expectIssue(containing: ["−   count: 7", "+   count: 1"]) {
      try await store.send(.increment) { $0.count = 7 }
    }
  }

  @Test func receiveSkipsActionsItWasNotAskedAbout() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a"))
    try await store.receive(.didLoad("a!")) { $0.loaded = ["a", "a!"] }
    await store.finish()
    _ = listener
  }

  @Test func receiveTimesOutWhenNoArrivalMatches() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    let listener = EchoListener(store: store.store)
    try await store.send(.requestLoad("a"))
    await expectIssue(containing: ["none of the 2 that arrived matched", ".didLoad(\"z\")"]) {
      // Long enough for both answers to arrive and be skipped.
      try await store.receive(.didLoad("z"), timeout: .milliseconds(200))
    }
    _ = listener
  }

  @Test func finishForgetsUnreceivedActions() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce, exhaustivity: .off)
    try await store.send(thunk: { dispatcher, _ in try dispatcher.dispatch(action: .increment) })
    await store.finish()
    #expect(store.state.count == 1)
  }
}
