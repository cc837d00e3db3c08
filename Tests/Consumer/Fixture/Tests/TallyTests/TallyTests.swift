import ImmutableBinding
import ImmutableData
import ImmutableTesting
import Testing

@testable import Tally

@MainActor @Suite struct TallyTests {
  @Test func aStoreReducesActionsAndRunsThunks() async throws {
    let store = Store(initialState: TallyState(), reducer: TallyReducer.reduce)
    try store.dispatch(action: .didAddAmount(3))
    try await store.dispatch(thunk: TallyThunks.loadSavedTotal { 40 })
    #expect(store.select(TallyState.selectTotal()) == 40)
    #expect(throws: TallyReducer.Error(amount: 0)) { try store.dispatch(action: .didAddAmount(0)) }
    #expect(store.state == TallyState(total: 40, count: 1))
  }

  @Test(.timeLimit(.minutes(1))) func aBindingSelectorFollowsTheStore() async throws {
    let provider = Provider(Store(initialState: TallyState(), reducer: TallyReducer.reduce))
    let total = ImmutableBinding.Selector(provider, label: "total", outputSelector: TallyState.selectTotal())
    defer { total.cancel() }
    var outputs = total.outputs.makeAsyncIterator()
    try provider.dispatcher.dispatch(action: .didAddAmount(2))
    try provider.dispatcher.dispatch(action: .didAddAmount(5))
    // The selector hears the store's stream: wait for the value, not for time.
    while let value = await outputs.next(), value != 7 {}
    #expect(total.output == 7)
  }

  @Test func aTestStoreAssertsEveryStateAndReceivedAction() async throws {
    let store = TestStore(initialState: TallyState(), reducer: TallyReducer.reduce)
    try await store.send(.didAddAmount(2)) {
      $0.total = 2
      $0.count = 1
    }
    try await store.send(thunk: TallyThunks.loadSavedTotal { 10 })
    try await store.receive(.didLoadSavedTotal(10)) { $0.total = 10 }
    await store.finish()
  }
}
