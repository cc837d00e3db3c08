/// How much of what happened a ``TestStore`` insists that the test asserts.
public enum Exhaustivity: Sendable, Hashable {
  /// Every state change must be described exactly, and every action that Listeners or thunks
  /// dispatched must be received, in order, before the next `send` and by `finish()`.
  case on
  /// Only what the test states is checked: a state closure is applied to the *actual* new state
  /// and must not change it, `receive` skips actions it was not asked about, and `finish()`
  /// forgets unreceived actions. Meant for integration tests that follow one path through a flow.
  case off
}
