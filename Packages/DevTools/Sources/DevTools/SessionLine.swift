import Foundation

/// The lines of an exported session (JSON lines): one header, then one line per step. A
/// step's `encodedAction` (the action's own `Codable` JSON) is spliced in when actions are
/// `Codable`; `action` is always the readable rendering.
enum SessionLine {
  struct Header: Codable, Equatable {
    var kind = "header"
    let stateType: String
    let actionType: String
    /// The first step the export holds: 1, or later once the history was cut.
    let firstStep: Int
    /// The digest of the (redacted) state the session starts from: the initial state, or the
    /// state before `firstStep`.
    let initialStateDigest: String
    /// The state before `firstStep` as JSON, when the history was cut and the state is
    /// `Codable` (absent otherwise): a replay starts there.
    var startState: String? = nil
    /// True when that state held values the module redacts (absent otherwise).
    var startStateRedacted: Bool? = nil
  }

  struct Step: Codable, Equatable {
    let step: Int
    let time: Date
    let action: String
    let origin: String
    /// The step whose action started the Listener work that dispatched this one, when known.
    var startedByStep: Int? = nil
    let stateDigest: String
    /// True when the step's action or state held a value the module redacts: the export holds
    /// placeholders in its place (absent otherwise).
    var redacted: Bool? = nil
  }

  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }

  /// The encoder of an action's own JSON (`encodedAction`, and a generated test's actions):
  /// dates as the encoder's default, seconds as a `Double`, which round-trips exactly; ISO 8601
  /// would drop the milliseconds of a quake's time, and the replayed state would differ.
  static func actionEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }

  /// The decoders an action's JSON is read with, in order: the default dates of
  /// ``actionEncoder()``, then the ISO 8601 dates of sessions exported before it.
  static func actionDecoders() -> [JSONDecoder] {
    [JSONDecoder(), self.decoder()]
  }

  /// `value`'s own JSON (an action, or a cut history's start state), written by
  /// ``actionEncoder()``; nil when its type is not `Encodable`.
  static func json(of value: Any) -> Data? {
    guard let encodable = value as? any Encodable else { return nil }
    return try? self.actionEncoder().encode(encodable)
  }

  /// A `T` read from `data` by the first of ``actionDecoders()`` that can; nil when `T` is not
  /// `Decodable` or none can.
  static func value<T>(_ type: T.Type, from data: Data) -> T? {
    guard let decodable = type as? any Decodable.Type else { return nil }
    for decoder in self.actionDecoders() {
      if let value = (try? decoder.decode(decodable, from: data)) as? T {
        return value
      }
    }
    return nil
  }

  /// `object` encoded, with `"encodedAction": <json>` added as its last member when given.
  static func line(_ object: some Encodable, encodedAction: Data?) throws -> String {
    let data = try self.encoder().encode(object)
    guard let encodedAction, let json = String(data: data, encoding: .utf8), json.hasSuffix("}"),
      let action = String(data: encodedAction, encoding: .utf8)
    else {
      return String(decoding: data, as: UTF8.self)
    }
    return json.dropLast() + #","encodedAction":"# + action + "}"
  }

  /// The `encodedAction` member of a line, re-serialised, or nil.
  static func encodedAction(of line: Data) -> Data? {
    guard let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any],
      let action = object["encodedAction"],
      JSONSerialization.isValidJSONObject(["a": action])
    else { return nil }
    return try? JSONSerialization.data(withJSONObject: action, options: [.fragmentsAllowed])
  }
}
