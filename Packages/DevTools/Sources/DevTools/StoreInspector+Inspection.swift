import CustomDump
public import DevToolsInspection
@_spi(TimeTravel) import ImmutableData

extension StoreInspector {
  /// The recorded steps after `step`, oldest first, each with its action and state diff rendered
  /// now (custom-dump), so recording itself never pays for rendering.
  public func steps(since step: Int) -> [InspectedStep] {
    self.steps(since: step, limit: self.historyLimit)
  }

  /// At most `limit` recorded steps after `step`, oldest first, rendered as ``steps(since:)``
  /// renders them; only these are rendered (a page of the history).
  public func steps(since step: Int, limit: Int) -> [InspectedStep] {
    let steps = self.recorder.steps(after: step).prefix(Swift.max(0, limit)).map(self.rendered)
    self.forgetDroppedSteps()
    return steps
  }

  /// The whole state change of `step` as custom-dump renders it, however large (the page's
  /// first view collapses a large one); nil for a step not in the history or one that changed
  /// nothing. Rendered off the main actor: a month of quakes takes seconds in a debug build,
  /// which would otherwise stall every page and dispatch of the app.
  public func fullDiff(of step: Int) async -> String? {
    guard step > 0, let recorded = self.recorder.steps(after: step - 1).first, recorded.step == step else { return nil }
    let (before, after) = (self.redacted(recorded.before), self.redacted(recorded.after))
    return await Task.detached(priority: .utility) { diff(before, after) }.value
  }

  /// The state after `step` rendered with custom-dump, or the present state when `step` is nil;
  /// step 0 is the initial state while the history still starts at step 1. Nil for a step the
  /// bounded history has dropped. Redacted (see ``Redaction``).
  public func state(after step: Int?) -> String? {
    guard let step else {
      return String(customDumping: self.redacted(self.present))
    }
    return self.recordedState(after: step).map { String(customDumping: self.redacted($0)) }
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

  /// A step rendered once and kept: a recorded step never changes.
  private func rendered(_ step: RecordedStep<State, Action>) -> InspectedStep {
    if let rendered = self.renderedSteps[step.step] { return rendered }
    let rendered = self.inspected(step)
    self.renderedSteps[step.step] = rendered
    return rendered
  }

  /// Drops the renderings of steps the bounded history no longer holds.
  private func forgetDroppedSteps() {
    guard self.renderedSteps.count > self.recorder.count else { return }
    let first = self.recorder.firstStep
    self.renderedSteps = self.renderedSteps.filter { $0.key >= first }
  }

  /// A step's action and diff rendered: in full while they are small; a large action (a
  /// refresh carrying thousands of quakes) compact, and a large state's diff collapsed to what
  /// changed (``CollapsedDiff``). Redacted (see ``Redaction``); the step that started it is
  /// found among the real actions.
  private func inspected(_ recorded: RecordedStep<State, Action>) -> InspectedStep {
    let step = self.redacted(recorded)
    let diff = CollapsedDiff.of(step.before, step.after)
    let startedBy = self.startingStep(of: recorded)
    let place = self.place(of: recorded, startedBy: startedBy)
    return InspectedStep(
      step: step.step,
      time: step.time,
      action: Self.cut(
        CompactDump.isLarge(step.action) ? CompactDump.render(step.action) : String(customDumping: step.action), at: Self.actionLimit),
      origin: step.origin,
      startedByStep: startedBy,
      reducerNanoseconds: step.reducerNanoseconds,
      diff: diff.map { Self.cut($0.text, at: Self.diffLimit) },
      // A cut diff is collapsed too: the page then links the whole one.
      isDiffCollapsed: diff.map { $0.isCollapsed || $0.text.utf8.count > Self.diffLimit } ?? false,
      page: place.page,
      tab: place.tab
    )
  }

  /// The page and tab a step came from: its own origin's, else (a Listener's work) those of
  /// the step that started it, as that step was rendered (steps render oldest first, so it
  /// usually was) or from its origin.
  private func place(of recorded: RecordedStep<State, Action>, startedBy: Int?) -> (page: String?, tab: String?) {
    if let source = recorded.source, source.location != nil || source.tab != nil {
      return (source.location, source.tab)
    }
    guard let startedBy else { return (nil, nil) }
    if let starting = self.renderedSteps[startedBy] {
      return (starting.page, starting.tab)
    }
    let origin = self.recorder.origin(of: startedBy)
    return (origin?.location, origin?.tab)
  }

  /// The most UTF-8 bytes of a step's rendered diff and action: a page of 100 steps then stays
  /// under 1 MB whatever the states hold (a long string is one node, so not "large").
  static var diffLimit: Int { 6_000 }
  static var actionLimit: Int { 1_000 }

  /// `text` cut at `limit` UTF-8 bytes (at a character boundary), saying so.
  private static func cut(_ text: String, at limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    var kept = Substring()
    var bytes = 0
    for character in text {
      bytes += character.utf8.count
      guard bytes <= limit else { break }
      kept.append(character)
    }
    return String(kept) + "\n… (cut at \(limit) bytes)"
  }
}
