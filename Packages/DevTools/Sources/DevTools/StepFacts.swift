/// What is known of a recorded step besides its action and state. Not generic, so the ring of
/// them needs no generic metadata lookup on each step (nested in the generic recorder it did).
struct StepFacts {
  /// The monotonic clock (``MonotonicClock``) when the reduction started.
  let uptime: UInt64
  let reducerNanoseconds: UInt64
  /// The form action that dispatched it, nil for a Listener or thunk.
  let formAction: String?
}
