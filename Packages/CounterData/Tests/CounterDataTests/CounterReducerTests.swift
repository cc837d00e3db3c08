import CounterData
import Testing

@Suite struct CounterReducerTests {
  @Test(arguments: [-3, 0, 41])
  func incrementAddsOne(start: Int) {
    let state = CounterReducer.reduce(state: CounterState(start), action: .didTapIncrementButton)
    #expect(CounterState.selectValue()(state) == start + 1)
  }

  @Test(arguments: [-3, 0, 41])
  func decrementSubtractsOne(start: Int) {
    let state = CounterReducer.reduce(state: CounterState(start), action: .didTapDecrementButton)
    #expect(CounterState.selectValue()(state) == start - 1)
  }

  @Test func actionsAccumulateInOrder() {
    let actions: [CounterAction] = [.didTapIncrementButton, .didTapIncrementButton, .didTapDecrementButton]
    let state = actions.reduce(CounterState()) { CounterReducer.reduce(state: $0, action: $1) }
    #expect(state.value == 1)
  }

  @Test func initialStateStartsAtZero() {
    #expect(CounterState.selectValue()(CounterState()) == 0)
  }
}
