import Foundation

/// One reduction as DevTools reads it back from the recorder's ring: typed values, rendered
/// only when asked.
struct RecordedStep<State, Action>: Sendable where State: Sendable, Action: Sendable {
  let step: Int
  let time: Date
  let action: Action
  /// The form action that dispatched it, nil for a Listener or thunk.
  let formAction: String?
  let reducerNanoseconds: Int64
  let before: State
  let after: State
}

extension RecordedStep {
  var origin: String {
    self.formAction.map { "form action \($0)" } ?? "listener or thunk"
  }
}
