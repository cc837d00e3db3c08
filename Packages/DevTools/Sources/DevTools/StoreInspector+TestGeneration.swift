import CanonicalDump
public import DevToolsInspection
import Foundation

extension StoreInspector {
  /// A Swift Testing test that replays the recorded actions through a `TestStore` with the
  /// module's reducer and checks the state after every step against the recorded one.
  ///
  /// Every recorded action is *sent*, including those a Listener dispatched with what it
  /// fetched or wrote (the feed's quakes, the database's animals): the test needs no network
  /// and no database, and has no Listener. Actions travel as the export's `encodedAction` JSON
  /// (dates exact to the bit). States are compared as canonical renderings
  /// (`String(canonicalDumping:)`: hash-ordered collections sorted), so the test passes in any
  /// process for an unchanged reducer; the file holds the initial rendering and, per step, a
  /// `LinePatch` from the previous one, and `RecordedStates` reports the first step whose
  /// state differs with its action and the differing lines.
  ///
  /// Redacted (see ``Redaction``): a step holding a redacted value sends its action with the
  /// placeholders and expects the redacted state, and the file names those steps.
  ///
  /// Once the history was cut (more steps than its limit), the test starts from the state
  /// before the oldest kept step, written into it as JSON: `State` must then be `Codable`.
  ///
  /// Nil without a ``TestRecipe``, when `Action` is not `Codable`, or when the history was cut
  /// and `State` is not `Codable`.
  public func generateTest() -> String? {
    guard let recipe = self.recipe, let session = self.generatedSession() else {
      return nil
    }
    return Self.testSource(recipe: recipe, session: session)
  }

  /// A test of an exported session (a report's), as ``generateTest()`` writes one: its actions
  /// replayed from the state the session starts from (the initial state, or the state the
  /// session carries when the history was cut), the state after each checked as this reducer reaches it
  /// (redacted), so the test fails once the reducer no longer does what it did. Nil without a
  /// ``TestRecipe``; throws what ``replay(_:)`` throws for a session it cannot replay.
  public func generateTest(fromSession session: String) throws(InspectionError) -> String? {
    guard let recipe = self.recipe else { return nil }
    let session = try self.sessionSteps(session)
    let initial = String(canonicalDumping: self.redacted(session.start))
    var state = session.start
    var previous = initial
    var steps: [GeneratedSession.Step] = []
    for (line, action) in session.steps {
      do {
        state = try self.reducer(state, action)
      } catch {
        throw .invalidSession("the reducer refused step \(line.step): \(error)")
      }
      guard let data = Self.encode(action), let json = String(data: data, encoding: .utf8) else {
        throw .actionsNotCodable
      }
      let rendering = String(canonicalDumping: self.redacted(state))
      steps.append(
        .init(
          step: line.step, origin: Self.quoted(line.origin), json: json, patch: LinePatch(from: previous, to: rendering).text,
          isRedacted: line.redacted == true
        )
      )
      previous = rendering
    }
    // A cut history starts from the state before it, written into the test as JSON.
    let startJSON = session.firstStep > 1 ? Self.encodeState(session.start) : nil
    return Self.testSource(recipe: recipe, session: GeneratedSession(initial: initial, startJSON: startJSON, steps: steps))
  }

  /// The Swift source of a generated test of `session`.
  static func testSource(recipe: TestRecipe, session: GeneratedSession) -> String {
    var steps: [String] = []
    for step in session.steps {
      let name = "action\(step.step)"
      steps.append("  // Step \(step.step), \(step.origin)\(step.isRedacted ? " (holds redacted values)" : "").")
      steps.append("  let \(name) = try action(\(Self.stringLiteral(step.json)))")
      steps.append("  try await store.send(\(name))")
      steps.append(
        "  guard recorded.step(\(step.step), \(name), patch: \(Self.stringLiteral(step.patch, multiline: true)), matches: store.state) else { return }"
      )
    }
    let actionType = String(reflecting: Action.self)
    let stateType = String(reflecting: State.self)
    // A session of a cut history starts from the state before its first step, as JSON.
    let initialExpression =
      session.startJSON.map { "try JSONDecoder().decode(\(stateType).self, from: Data(\(Self.stringLiteral($0)).utf8))" }
      ?? recipe.initialState
    let history = session.steps
    let initial = session.initial
    let redacted = history.filter(\.isRedacted).map { String($0.step) }
    let redactionNote =
      redacted.isEmpty
      ? ""
      : "\n// Steps \(redacted.joined(separator: ", ")) held values the module redacts: they send placeholders, so a\n// state that depends on the real value differs there.\n"
    let imports = (["Foundation", "ImmutableTesting", "Testing"] + recipe.imports)
      .sorted()
      .map { "import \($0)" }
      .joined(separator: "\n")
    return """
      // Generated by DevTools from a recorded session of \(history.count) action(s). It sends every
      // recorded action (those a Listener dispatched with what it fetched included, so it needs no
      // network and no database) and checks the state after each step against the recording:
      // each step's patch turns the previous expected rendering into the next.\(redactionNote)
      \(imports)

      @MainActor
      @Test func theRecordedSessionReachesTheRecordedState() async throws {
        let store = TestStore(initialState: \(initialExpression), reducer: \(recipe.reducer), exhaustivity: .off)
        \(history.isEmpty ? "let" : "var") recorded = RecordedStates(initial: \(Self.stringLiteral(initial, multiline: true)))
        guard recorded.matches(store.state) else { return }
      \(steps.joined(separator: "\n"))
      }

      private func action(_ json: String) throws -> \(actionType) {
        try JSONDecoder().decode(\(actionType).self, from: Data(json.utf8))
      }

      """
  }

  /// What a generated test holds: the starting state's canonical rendering (the initial state,
  /// or the state before the oldest kept step, as JSON, once the history was cut) and, per
  /// recorded step, the action's JSON and the patch from the previous step's rendering to its
  /// own. Nil when an action is not `Encodable`, or the history was cut and the state is not.
  func generatedSession() -> GeneratedSession? {
    let start = self.sessionStart()
    guard self.reachesInitialState || start.json != nil else {
      return nil
    }
    let initial = String(canonicalDumping: start.state)
    var previous = initial
    var steps: [GeneratedSession.Step] = []
    for recorded in self.recorder.steps(after: 0) {
      let step = self.redacted(recorded)
      guard let data = Self.encode(step.action), let json = String(data: data, encoding: .utf8) else {
        return nil
      }
      let state = String(canonicalDumping: step.after)
      steps.append(
        .init(
          step: step.step, origin: step.origin, json: json, patch: LinePatch(from: previous, to: state).text,
          isRedacted: self.holdsRedactedValues(recorded, as: step)
        )
      )
      previous = state
    }
    return GeneratedSession(initial: initial, startJSON: start.json, steps: steps)
  }

  /// `text` as a Swift string literal: raw (multi-line when asked, for readability), with a
  /// delimiter that cannot occur inside it; escaped instead when it holds a control character
  /// a literal's source cannot carry as is.
  static func stringLiteral(_ text: String, multiline: Bool = false) -> String {
    let plain = text.unicodeScalars.allSatisfy { scalar in
      scalar == "\n" || scalar == "\t"
        || (scalar.properties.generalCategory != .control && scalar != "\u{2028}" && scalar != "\u{2029}")
    }
    guard plain else {
      return Self.escapedLiteral(text)
    }
    guard multiline, text.isEmpty == false else {
      return Self.rawLiteral(text)
    }
    return Self.rawLiteral(text, multiline: true)
  }

  /// `text` as a raw string literal whose delimiter cannot occur inside it: neither `"` nor
  /// `\` followed by as many `#` (an end or an escape).
  static func rawLiteral(_ text: String, multiline: Bool = false) -> String {
    var hashes = "#"
    while text.contains("\"" + hashes) || text.contains("\\" + hashes) {
      hashes += "#"
    }
    if multiline {
      let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n")
      return "\(hashes)\"\"\"\n\(body)\n    \"\"\"\(hashes)"
    }
    return "\(hashes)\"\(text)\"\(hashes)"
  }

  /// `text` as an ordinary string literal, every special character escaped.
  static func escapedLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      default:
        if scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}" {
          literal += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }
}

/// The recorded session as a generated test holds it (see
/// ``StoreInspector/generateTest()``).
struct GeneratedSession: Sendable {
  struct Step: Sendable {
    let step: Int
    let origin: String
    /// The action, as the generated test decodes it.
    let json: String
    /// `LinePatch.text` from the previous step's canonical rendering to this step's.
    let patch: String
    /// Whether the step's action or state held a redacted value.
    let isRedacted: Bool
  }

  /// The starting state's canonical rendering.
  let initial: String
  /// The starting state as JSON when the history was cut (the test decodes it), nil when the
  /// session starts from the module's initial state (the recipe's expression).
  var startJSON: String? = nil
  let steps: [Step]
}
