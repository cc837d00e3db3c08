@_spi(TimeTravel) import ImmutableData
import Testing

@MainActor
@Suite struct StoreTimeTravelTests {
  @Test func replacingTheStateChangesWhatSelectorsReadAndYieldsNothing() async throws {
    let store = Store(initialState: 0, reducer: { (state: Int, action: Int) in state + action })
    let stream = store.makeStream()
    try store.dispatch(action: 2)
    store.replaceState(40)
    #expect(store.select { $0 } == 40)
    try store.dispatch(action: 2)
    #expect(store.select { $0 } == 42)
    var iterator = stream.makeAsyncIterator()
    let first = await iterator.next()
    let second = await iterator.next()
    #expect(first?.oldState == 0 && first?.action == 2)
    #expect(second?.oldState == 40 && second?.action == 2)
  }
}
