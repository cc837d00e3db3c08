import ImmutableData
import ImmutableTesting
import Testing

@MainActor
@Suite struct TestStoreSendTests {
  @Test func aSendWhoseClosureDescribesTheNewStatePasses() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    try await store.send(.increment) { $0.count = 1 }
    try await store.send(.increment) { $0.count = 2 }
    #expect(store.state.count == 2)
    await store.finish()
  }

  @Test func aSendWithAWrongExpectationReportsTheDiff() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    await expectIssue(containing: ["does not match", "−   count: 2", "+   count: 1", "(Expected: −, Actual: +)"]) {
      try await store.send(.increment) { $0.count = 2 }
    }
  }

  @Test func aSendWithoutAClosureFailsWhenTheStateChanged() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    await expectIssue(containing: ["expected no change", "−   count: 0", "+   count: 1"]) {
      try await store.send(.increment)
    }
  }

  @Test func aSendWithoutAClosurePassesWhenTheStateDidNotChange() async throws {
    let store = TestStore(initialState: Tally(count: 3), reducer: TallyReducer.reduce)
    try await store.send(.noop)
    #expect(store.state == Tally(count: 3))
  }

  @Test func aClosureDescribingAChangeThatDidNotHappenFails() async throws {
    let store = TestStore(initialState: Tally(count: 3), reducer: TallyReducer.reduce)
    await expectIssue(containing: ["the state did not change"]) {
      try await store.send(.noop) { $0.count = 3 }
    }
  }

  @Test func aReducerErrorIsRethrownAndLeavesTheStateUnchanged() async throws {
    let store = TestStore(initialState: Tally(count: 1), reducer: TallyReducer.reduce)
    await #expect(throws: TallyRefused.self) {
      try await store.send(.refuse) { $0.count = 99 }
    }
    #expect(store.state == Tally(count: 1))
    await store.finish()
  }

  @Test func theNextAssertionStartsFromTheActualStateAfterAFailure() async throws {
    let store = TestStore(initialState: Tally(), reducer: TallyReducer.reduce)
    await expectIssue(containing: ["count: 5"]) {
      try await store.send(.increment) { $0.count = 5 }
    }
    try await store.send(.increment) { $0.count = 2 }
  }
}
