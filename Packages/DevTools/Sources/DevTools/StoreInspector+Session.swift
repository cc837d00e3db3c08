import CustomDump
public import DevToolsInspection
import Foundation
import ImmutableData

extension StoreInspector {
  /// The history as JSON lines: a header (state and action types, first step, a digest of the
  /// initial state), then one line per step with its readable action, origin (and the step
  /// that started the Listener work behind it, `startedByStep`), the digest of the state after it and, when `Action` is `Encodable`, the action's own JSON (`encodedAction`),
  /// which is what makes the session replayable. Redacted (see ``Redaction``): a step whose
  /// action or state held a redacted value says so (`"redacted": true`).
  public func exportSession() -> String {
    var lines: [String] = []
    let start = self.sessionStart()
    let header = SessionLine.Header(
      stateType: String(reflecting: State.self),
      actionType: String(reflecting: Action.self),
      firstStep: self.recorder.firstStep,
      initialStateDigest: StateDigest.of(start.state),
      startState: start.json,
      startStateRedacted: start.holdsRedactedValues ? true : nil
    )
    lines.append((try? SessionLine.line(header, encodedAction: nil)) ?? "{}")
    for recorded in self.recorder.steps(after: 0) {
      let step = self.redacted(recorded)
      let line = SessionLine.Step(
        step: step.step,
        time: step.time,
        action: String(customDumping: step.action),
        origin: step.origin,
        startedByStep: self.startingStep(of: recorded),
        stateDigest: StateDigest.of(step.after),
        redacted: self.holdsRedactedValues(recorded, as: step) ? true : nil
      )
      if let text = try? SessionLine.line(line, encodedAction: Self.encode(step.action)) {
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Dispatches every action of an exported session to a new store built from the session's
  /// start (this inspector's initial state, or the state the session carries when the history
  /// was cut) and this reducer (the module's store is not touched), and compares the final
  /// state's digest with the one the session recorded (both redacted, see ``Redaction``). Steps
  /// the session marks redacted are replayed with their placeholders and named in the result's
  /// `redactedSteps`: the replay cannot promise to reproduce them. Each step is dispatched with
  /// `ActionOrigin.devToolsImport(step:recorded:)` bound: the session's step and the origin
  /// it recorded.
  ///
  /// Throws `InspectionError.actionsNotCodable` when `Action` is not
  /// `Decodable`, and `InspectionError.invalidSession(_:)` for another
  /// module's session, a history that was cut without the state before it (a `State` that is
  /// not `Codable`), a line that is not a step, or an action the reducer refuses.
  public func replay(_ session: String) throws(InspectionError) -> ReplayResult {
    let steps = try self.sessionSteps(session)
    let store = Store(initialState: steps.start, reducer: self.reducer)
    var expectedDigest = steps.initialStateDigest
    var origins: [String] = []
    // A start state with placeholders: the step that reached it cannot be promised either.
    var redactedSteps: [Int] = steps.startRedacted ? [steps.firstStep - 1] : []
    for (line, action) in steps.steps {
      do {
        // Whatever records the replaying store sees where each step came from.
        let origin = ActionOrigin.devToolsImport(step: line.step, recorded: Self.quoted(line.origin))
        if origins.count < ReplayResult.originLimit {
          origins.append(origin.description)
        }
        try ActionOrigin.$current.withValue(origin) {
          try store.dispatch(action: action)
        }
      } catch {
        throw .invalidSession("the reducer refused step \(line.step): \(error)")
      }
      expectedDigest = line.stateDigest
      if line.redacted == true {
        redactedSteps.append(line.step)
      }
    }
    return ReplayResult(
      replayed: steps.steps.count,
      expectedDigest: expectedDigest,
      actualDigest: StateDigest.of(self.redacted(store.state)),
      origins: origins,
      redactedSteps: redactedSteps
    )
  }

  /// An exported session's steps with their actions, checked as a replay needs them: this
  /// module's session, from step 1, every line a step whose action this module decodes.
  /// Throws `InspectionError.actionsNotCodable` when `Action` is not `Decodable`, and
  /// `InspectionError.invalidSession(_:)` saying which line is wrong.
  func sessionSteps(_ session: String) throws(InspectionError) -> (
    initialStateDigest: String, start: State, firstStep: Int, startRedacted: Bool, steps: [(line: SessionLine.Step, action: Action)]
  ) {
    guard Action.self is any Decodable.Type else {
      throw .actionsNotCodable
    }
    let lines = session.split(whereSeparator: \.isNewline).map { Data($0.utf8) }
    guard let first = lines.first,
      let header = try? SessionLine.decoder().decode(SessionLine.Header.self, from: first),
      header.kind == "header"
    else {
      throw .invalidSession("the first line is not a session header.")
    }
    guard header.actionType == String(reflecting: Action.self) else {
      throw .invalidSession("it records \(header.actionType), not \(String(reflecting: Action.self)).")
    }
    let start: State
    if header.firstStep == 1 {
      start = self.initialState
    } else if let json = header.startState, let state = Self.decodeState(json) {
      start = state
    } else {
      throw .invalidSession(
        "the history was cut (it starts at step \(header.firstStep)) and the session does not hold the state before it (the module's state is not Codable)."
      )
    }
    var steps: [(line: SessionLine.Step, action: Action)] = []
    for (number, data) in lines.dropFirst().enumerated() {
      guard let line = try? SessionLine.decoder().decode(SessionLine.Step.self, from: data) else {
        throw .invalidSession("line \(number + 2) is not a step.")
      }
      guard let encoded = SessionLine.encodedAction(of: data), let action = Self.decode(encoded) else {
        throw .invalidSession("step \(line.step) has no action this module can decode.")
      }
      steps.append((line, action))
    }
    return (header.initialStateDigest, start, header.firstStep, header.startStateRedacted == true, steps)
  }

  /// A session's recorded origin as an import quotes it: one line, at most 200 characters (a
  /// session is a file from outside).
  static func quoted(_ origin: String) -> String {
    let line = origin.split(whereSeparator: \.isNewline).joined(separator: " ")
    return line.count > 200 ? line.prefix(200) + "…" : line
  }

  /// The action's own JSON when `Action` is `Encodable`.
  static func encode(_ action: Action) -> Data? {
    SessionLine.json(of: action)
  }

  /// An action from its JSON when `Action` is `Decodable`.
  static func decode(_ data: Data) -> Action? {
    SessionLine.value(Action.self, from: data)
  }
}
