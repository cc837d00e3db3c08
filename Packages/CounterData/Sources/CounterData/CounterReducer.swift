/// Computes the next `CounterState` from the current one and an action. Pure and total: no
/// Counter action can fail, so `reduce` does not throw.
public enum CounterReducer {
  @Sendable public static func reduce(
    state: CounterState,
    action: CounterAction
  ) -> CounterState {
    var state = state
    switch action {
    case .didTapIncrementButton:
      state.value += 1
    case .didTapDecrementButton:
      state.value -= 1
    }
    return state
  }
}
