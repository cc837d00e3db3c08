import Foundation
import ImmutableData

/// One reduction as DevTools reads it back from the recorder's ring: typed values, rendered
/// only when asked.
struct RecordedStep<State, Action>: Sendable where State: Sendable, Action: Sendable {
  let step: Int
  let time: Date
  let action: Action
  /// Who dispatched it, nil when nobody said (see ``ActionOrigin``).
  let source: ActionOrigin?
  /// How long the reducer took; -1 when the step was not timed.
  let reducerNanoseconds: Int64
  let before: State
  let after: State
}
