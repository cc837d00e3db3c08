import CustomDump
import ImmutableData

extension StoreInspector {
  /// `step` as DevTools may write it down: its action, its states and the action that started
  /// the Listener work behind it, redacted. The step itself when nothing is redacted.
  func redacted(_ step: RecordedStep<State, Action>) -> RecordedStep<State, Action> {
    guard self.redaction.isActive else { return step }
    return RecordedStep(
      step: step.step,
      time: step.time,
      action: self.redaction.action(step.action),
      source: step.source.map(self.redacted),
      reducerNanoseconds: step.reducerNanoseconds,
      before: self.redaction.state(step.before),
      after: self.redaction.state(step.after)
    )
  }

  /// `state` as DevTools may write it down.
  func redacted(_ state: State) -> State {
    self.redaction.isActive ? self.redaction.state(state) : state
  }

  /// Whether redacting `recorded` into `redacted` (see ``redacted(_:)``) changed its action or
  /// the state after it: a replay then cannot promise to reproduce it.
  func holdsRedactedValues(_ recorded: RecordedStep<State, Action>, as redacted: RecordedStep<State, Action>) -> Bool {
    guard self.redaction.isActive else { return false }
    return String(customDumping: redacted.action) != String(customDumping: recorded.action)
      || String(customDumping: redacted.after) != String(customDumping: recorded.after)
  }

  /// `origin` with the action that started it redacted, when that is one of this module's.
  private func redacted(_ origin: ActionOrigin) -> ActionOrigin {
    guard let action = origin.startedBy as? Action else { return origin }
    return ActionOrigin(
      kind: origin.kind, name: origin.name, thunk: origin.thunk, location: origin.location, tab: origin.tab,
      startedBy: self.redaction.action(action), step: origin.step, detail: origin.detail
    )
  }
}
