/// What happened in the Counter UI.
public enum CounterAction: Sendable, Equatable {
  case didTapIncrementButton
  case didTapDecrementButton
}
