/// What happened in the Counter UI.
/// `Codable` so DevTools can export, replay and turn sessions into tests.
public enum CounterAction: Sendable, Equatable, Codable {
  case didTapIncrementButton
  case didTapDecrementButton
}
