import CounterData
import ImmutableData
import Testing

/// The Counter reducer inside the real `Store`, read through the public selector.
@MainActor @Suite struct CounterStoreTests {
  @Test func storeDispatchesThroughReducer() throws {
    let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapIncrementButton)
    try store.dispatch(action: .didTapDecrementButton)
    #expect(store.select(CounterState.selectValue()) == 1)
  }
}
