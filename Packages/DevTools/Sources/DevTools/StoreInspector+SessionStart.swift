import CustomDump
import Foundation

extension StoreInspector {
  /// The start of a session of the kept history (see ``SessionStart``).
  func sessionStart() -> SessionStart<State> {
    guard self.reachesInitialState == false else {
      return SessionStart(state: self.redacted(self.initialState), json: nil, holdsRedactedValues: false)
    }
    let base = self.recorder.base
    let redacted = self.redacted(base)
    let changed = self.redaction.isActive && String(customDumping: redacted) != String(customDumping: base)
    return SessionStart(state: redacted, json: Self.encodeState(redacted), holdsRedactedValues: changed)
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
