import CounterData
import Testing

/// DevTools runs the reducer again to skip a step or travel in time, so the reducer must be
/// pure: the same state and action give the same state, however often it runs.
@Suite struct CounterReducerPurityTests {
  @Test(arguments: [CounterAction.didTapIncrementButton, .didTapDecrementButton])
  func theSameStateAndActionGiveTheSameStateTwice(action: CounterAction) {
    let state = CounterState(41)
    #expect(CounterReducer.reduce(state: state, action: action) == CounterReducer.reduce(state: state, action: action))
  }
}
