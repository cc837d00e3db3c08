import ImmutableData

extension StoreInspector {
  /// How many steps back ``startingStep(of:)`` looks for the action that started a Listener's
  /// work: a Listener reacts within a few steps, and the search runs for every shown step.
  static var startingStepSearch: Int { 64 }

  /// The step whose action started the Listener work that dispatched `step`: the nearest
  /// earlier kept step with that action (a Listener takes actions in order, so it is that one
  /// unless the same action was dispatched again before the Listener reached it). Nil for
  /// another origin, an `Action` that is not `Equatable`, or a step no longer kept.
  func startingStep(of step: RecordedStep<State, Action>) -> Int? {
    guard let startedBy = step.source?.startedBy as? Action, let startedBy = startedBy as? any Equatable else {
      return nil
    }
    let oldest = Swift.max(self.recorder.firstStep, step.step - Self.startingStepSearch)
    var number = step.step - 1
    while number >= oldest {
      if let action = self.recorder.action(of: number), startedBy.isEqual(to: action) {
        return number
      }
      number -= 1
    }
    return nil
  }
}

extension Equatable {
  /// `self == other` when `other` is a `Self`.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
