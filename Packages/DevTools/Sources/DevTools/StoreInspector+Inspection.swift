import CustomDump
public import DevToolsInspection
@_spi(TimeTravel) import ImmutableData

extension StoreInspector {
  public func steps(since step: Int) -> [InspectedStep] {
    self.history.filter { $0.step > step }.map(self.inspected)
  }

  public func state(after step: Int?) -> String? {
    guard let step else {
      return String(customDumping: self.present)
    }
    return self.recordedState(after: step).map { String(customDumping: $0) }
  }

  public func travel(to step: Int) throws(InspectionError) {
    guard let state = self.recordedState(after: step) else {
      throw .unknownStep(step)
    }
    self.travelledStep = step
    self.store?.replaceState(state)
  }

  public func resume() {
    guard self.travelledStep != nil else { return }
    self.travelledStep = nil
    self.store?.replaceState(self.present)
  }

  /// The state after `step`: step 0 is the initial state while the history reaches back to it.
  func recordedState(after step: Int) -> State? {
    if step == 0, self.history.first.map({ $0.step == 1 }) ?? true {
      return self.initialState
    }
    return self.history.last { $0.step == step }?.after
  }

  private func inspected(_ step: RecordedStep<State, Action>) -> InspectedStep {
    InspectedStep(
      step: step.step,
      time: step.time,
      action: String(customDumping: step.action),
      origin: step.origin,
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
