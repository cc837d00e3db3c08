import CustomDump
import Foundation

extension StoreInspector {
  /// Where a session of the kept history starts: the initial state while the history reaches
  /// step 1; once it was cut (more than the history limit), the state before its oldest kept
  /// step, which an export or a report carries as JSON when `State` is `Encodable`.
  var startState: State {
    self.reachesInitialState ? self.initialState : self.recorder.base
  }

  /// The (redacted) state before the oldest kept step as JSON, nil while the history reaches
  /// the initial state (a session then starts from the module's own) or when `State` is not
  /// `Encodable`.
  func cutHistoryStartJSON() -> String? {
    guard self.reachesInitialState == false else { return nil }
    return Self.encodeState(self.redacted(self.recorder.base))
  }

  /// Whether redaction changed the state before the oldest kept step: a session starting there
  /// starts from placeholders.
  var startStateHoldsRedactedValues: Bool {
    guard self.reachesInitialState == false, self.redaction.isActive else { return false }
    return String(customDumping: self.redacted(self.recorder.base)) != String(customDumping: self.recorder.base)
  }

  /// `state` as JSON (the encoder of actions: dates as seconds, exact), when `State` is
  /// `Encodable`.
  static func encodeState(_ state: State) -> String? {
    SessionLine.json(of: state).flatMap { String(data: $0, encoding: .utf8) }
  }

  /// A state from its JSON, when `State` is `Decodable`.
  static func decodeState(_ json: String) -> State? {
    SessionLine.value(State.self, from: Data(json.utf8))
  }
}
