import DevToolsInspection
import Foundation

extension StoreInspector {
  /// The module's reducer wrapped to record every reduction.
  ///
  /// While travelling, the store shows a past state: an action that arrives then (a Listener's
  /// result) is reduced into the *present* state, recorded, and the shown state is kept, so
  /// nothing is lost and "Resume" shows the present including it.
  func recordingReducer() -> @Sendable (State, Action) throws -> State {
    let reducer = self.reducer
    return { [weak self] shown, action in
      // The Store reduces on the main actor only (`dispatch(action:)` is `@MainActor`).
      try MainActor.assumeIsolated {
        guard let self else {
          return try reducer(shown, action)
        }
        return try self.reduce(shown: shown, action: action)
      }
    }
  }

  private func reduce(shown: State, action: Action) throws -> State {
    let before = self.travelledStep == nil ? shown : self.present
    let clock = ContinuousClock()
    var after = before
    let elapsed = try clock.measure {
      after = try self.reducer(before, action)
    }
    self.record(before: before, action: action, after: after, elapsed: elapsed)
    self.present = after
    return self.travelledStep == nil ? after : shown
  }

  private func record(before: State, action: Action, after: State, elapsed: Duration) {
    self.latestStep += 1
    let (seconds, attoseconds) = elapsed.components
    self.history.append(
      RecordedStep(
        step: self.latestStep,
        time: Date(),
        action: action,
        formAction: DispatchOrigin.formAction,
        reducerNanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000,
        before: before,
        after: after
      )
    )
    if self.history.count > self.historyLimit {
      self.history.removeFirst()
    }
  }
}
