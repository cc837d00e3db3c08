import CustomDump
public import DevToolsInspection
@_spi(TimeTravel) import ImmutableData

extension StoreInspector {
  /// The recorded steps after `step`, oldest first, each with its action and state diff rendered
  /// now (custom-dump), so recording itself never pays for rendering.
  public func steps(since step: Int) -> [InspectedStep] {
    self.recorder.steps(after: step).map(self.inspected)
  }

  /// The state after `step` rendered with custom-dump, or the present state when `step` is nil;
  /// step 0 is the initial state while the history still starts at step 1. Nil for a step the
  /// bounded history has dropped.
  public func state(after step: Int?) -> String? {
    guard let step else {
      return String(customDumping: self.present)
    }
    return self.recordedState(after: step).map { String(customDumping: $0) }
  }

  /// Makes the store show the state after `step` (time travel) without dispatching anything, so
  /// Listeners start no work. Actions that still arrive are reduced into the present state and
  /// recorded; ``resume()`` shows it again.
  public func travel(to step: Int) throws(InspectionError) {
    guard let state = self.recordedState(after: step) else {
      throw .unknownStep(step)
    }
    self.travelledStep = step
    self.recorder.divert(travelled: state, skipping: self.recorder.skipping)
    self.store?.replaceState(state)
  }

  /// Puts the present state back in the store after ``travel(to:)`` (without the skipped
  /// actions while some are skipped); does nothing in the present.
  public func resume() {
    guard self.travelledStep != nil else { return }
    self.travelledStep = nil
    let skipping = self.recorder.skipping
    self.recorder.divert(travelled: nil, skipping: skipping)
    self.store?.replaceState(skipping ?? self.present)
  }

  /// The state after `step`: step 0 is the initial state while the history reaches back to it.
  func recordedState(after step: Int) -> State? {
    if step == 0, self.reachesInitialState {
      return self.initialState
    }
    return self.recorder.state(after: step)
  }

  private func inspected(_ step: RecordedStep<State, Action>) -> InspectedStep {
    InspectedStep(
      step: step.step,
      time: step.time,
      action: String(customDumping: step.action),
      origin: step.origin,
      startedByStep: self.startingStep(of: step),
      reducerNanoseconds: step.reducerNanoseconds,
      diff: diff(step.before, step.after).map(Self.bounded)
    )
  }

  /// Huge diffs (a refresh of thousands of quakes) are cut so the page stays usable.
  private static func bounded(_ text: String) -> String {
    let limit = 20_000
    guard text.utf8.count > limit else { return text }
    return String(text.prefix(limit)) + "\n… (diff cut at \(limit) characters)"
  }
}
