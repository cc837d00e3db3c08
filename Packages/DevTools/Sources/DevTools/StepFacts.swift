import ImmutableData

/// What is known of a recorded step besides its action and state. Not generic, so the ring of
/// them needs no generic metadata lookup on each step (nested in the generic recorder it did).
struct StepFacts {
  /// The coarse monotonic clock (``MonotonicClock/coarseNanoseconds()``) when the step was
  /// reduced.
  let uptime: UInt64
  /// How long the reducer took, or -1 when this step was not timed (see
  /// ``StepRecorder``'s sampling).
  let reducerNanoseconds: Int64
  /// Who dispatched it (``ActionOrigin/current`` when it was reduced), nil when nobody said.
  let origin: ActionOrigin?

  /// Every how many steps one is timed even within one tick of the coarse clock (a constant
  /// here rather than in the generic recorder, where reading it would need its metadata).
  static var timingInterval: Int { 64 }
}
