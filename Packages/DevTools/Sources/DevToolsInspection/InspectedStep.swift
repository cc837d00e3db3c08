public import Foundation

/// One action a module's store reduced, as the DevTools page and its JSON endpoints show it.
public struct InspectedStep: Sendable, Equatable, Codable {
  /// 1 for the store's first action, increasing for the life of the store.
  public let step: Int
  /// When the store reduced the action.
  public let time: Date
  /// The action, rendered readably.
  public let action: String
  /// Who dispatched it, one readable line: `form action add from /counter (tab k3v9)` for a
  /// page's form post, `AnimalsData.Listener, thunk fetchAnimalsQuery, started by …` for a
  /// Listener's work, `DevTools import of session step 3 (…)` for a replayed session, or
  /// `unnamed dispatcher` when nobody bound an origin (see `ActionOrigin` in ImmutableData).
  public let origin: String
  /// How long the reducer took, in nanoseconds; -1 when this step was not timed (DevTools
  /// times a step unless one was timed within the same few milliseconds, and then every
  /// sixty-fourth, so a burst of actions is not slowed by the clock).
  public let reducerNanoseconds: Int64
  /// The state change as a diff (`-` before, `+` after); nil when the state did not change.
  public let diff: String?
  /// The step whose action started the Listener work that dispatched this one (the nearest
  /// earlier kept step with that action), nil when there is none or it is no longer kept.
  public let startedByStep: Int?

  /// A step as the adapter renders it.
  public init(step: Int, time: Date, action: String, origin: String, reducerNanoseconds: Int64, diff: String?) {
    self.step = step
    self.time = time
    self.action = action
    self.origin = origin
    self.reducerNanoseconds = reducerNanoseconds
    self.diff = diff
    self.startedByStep = nil
  }

  /// A step as the adapter renders it, with the step whose action started the work that
  /// dispatched it.
  public init(
    step: Int,
    time: Date,
    action: String,
    origin: String,
    startedByStep: Int?,
    reducerNanoseconds: Int64,
    diff: String?
  ) {
    self.step = step
    self.time = time
    self.action = action
    self.origin = origin
    self.reducerNanoseconds = reducerNanoseconds
    self.diff = diff
    self.startedByStep = startedByStep
  }
}
