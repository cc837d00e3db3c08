/// What DevTools can ask of one module's store without knowing its types.
///
/// A module adopts it through a generic adapter over its `ImmutableData.Store` (DevTools'
/// `StoreInspector`); the host only ever sees this protocol.
@MainActor public protocol ModuleInspector: AnyObject, Sendable {
  /// The newest recorded step (0 before the first action).
  var latestStep: Int { get }
  /// The recorded steps after `step`, oldest first; at most the history limit.
  func steps(since step: Int) -> [InspectedStep]
  /// At most `limit` recorded steps after `step`, oldest first: a page of the history, which
  /// renders only the steps it returns.
  func steps(since step: Int, limit: Int) -> [InspectedStep]
  /// The whole state change of `step`, never collapsed (the page's first view may collapse a
  /// large one); nil when the step is not in the history or changed nothing. Asynchronous so a
  /// large diff can be rendered away from the main actor.
  func fullDiff(of step: Int) async -> String?
  /// The whole state after `step` (nil: the present state), rendered readably; nil when the
  /// step is no longer in the history.
  func state(after step: Int?) -> String?
  /// The step whose state the store shows while travelling, nil in the present.
  var travelledStep: Int? { get }
  /// Shows the state after `step` in place of the present one.
  func travel(to step: Int) throws(InspectionError)
  /// Returns to the present state.
  func resume()
  /// The steps whose actions the store's state leaves out; empty when none are skipped.
  var skippedSteps: Set<Int> { get }
  /// Marks the action of `step` skipped (or no longer skipped): the store then shows the state
  /// recomputed from the initial state by the recorded actions without the skipped ones.
  /// Throws `InspectionError.unknownStep(_:)` for a step not in the history, and a
  /// ``SkipRefusal`` when the state cannot be recomputed.
  func skip(step: Int, skipped: Bool) throws
  /// The recorded session as JSON lines (one header line, then one line per step).
  func exportSession() -> String
  /// Replays an exported session into a fresh store from the initial state and compares the
  /// final state with the one the export recorded.
  func replay(_ session: String) throws(InspectionError) -> ReplayResult
  /// Swift source of a Swift Testing test that sends the recorded actions to a `TestStore`
  /// and checks the final state; nil when the module did not describe how to build one.
  func generateTest() -> String?
  /// Swift source of a test, as ``generateTest()`` writes one, of an exported session (a
  /// report's): its actions replayed from the initial state, each state checked as this
  /// reducer reaches it. Nil when the module did not describe how to build one; throws as
  /// ``replay(_:)`` does for a session it cannot replay.
  func generateTest(fromSession session: String) throws(InspectionError) -> String?
}

extension ModuleInspector {
  /// The first `limit` of ``steps(since:)``: an inspector written before paging existed renders
  /// them all first.
  public func steps(since step: Int, limit: Int) -> [InspectedStep] {
    Array(self.steps(since: step).prefix(Swift.max(0, limit)))
  }

  /// The diff ``steps(since:)`` gives for `step`: an inspector written before diffs were
  /// collapsed never collapses them.
  public func fullDiff(of step: Int) async -> String? {
    guard step > 0 else { return nil }
    return self.steps(since: step - 1, limit: 1).first { $0.step == step }?.diff
  }

  /// None: an inspector written before skipping existed skips nothing.
  public var skippedSteps: Set<Int> { [] }

  /// None: an inspector written before reports existed writes no test of a session.
  public func generateTest(fromSession session: String) throws(InspectionError) -> String? {
    nil
  }

  /// Refuses: an inspector written before skipping existed cannot recompute a state.
  public func skip(step: Int, skipped: Bool) throws {
    throw SkipRefusal("this module's inspector does not skip actions.")
  }
}

/// The outcome of ``ModuleInspector/replay(_:)``.
public struct ReplayResult: Sendable, Equatable, Codable {
  /// How many actions were dispatched to the fresh store.
  public let replayed: Int
  /// The digest of the final state the session recorded.
  public let expectedDigest: String
  /// The digest of the final state the replay reached.
  public let actualDigest: String
  /// The origin each of the first ``originLimit`` replayed actions was dispatched with, in
  /// order: `DevTools import of session step 3 (recorded: form action add …)`. The page lists
  /// an imported session's steps with them, so an import reads as one in its log.
  public let origins: [String]
  /// The steps the session marks as holding redacted values, replayed with placeholders in
  /// their place: a replay cannot promise to reproduce them (a state digest may differ there).
  public let redactedSteps: [Int]
  /// Whether the replay reached the recorded state: the reducer still does what it did.
  public var matches: Bool { self.expectedDigest == self.actualDigest }

  /// How many replayed actions' origins a result keeps (the page lists no more).
  public static let originLimit = 100

  /// The outcome of replaying `replayed` actions.
  public init(replayed: Int, expectedDigest: String, actualDigest: String) {
    self.init(replayed: replayed, expectedDigest: expectedDigest, actualDigest: actualDigest, origins: [])
  }

  /// The outcome of replaying `replayed` actions, with the origins the first of them were
  /// dispatched with (at most ``originLimit`` kept) and the steps replayed with redacted values.
  public init(replayed: Int, expectedDigest: String, actualDigest: String, origins: [String], redactedSteps: [Int] = []) {
    self.replayed = replayed
    self.expectedDigest = expectedDigest
    self.actualDigest = actualDigest
    self.origins = Array(origins.prefix(Self.originLimit))
    self.redactedSteps = redactedSteps
  }

  /// Decodes a result; one written without origins or redacted steps reads as having none.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      replayed: try container.decode(Int.self, forKey: .replayed),
      expectedDigest: try container.decode(String.self, forKey: .expectedDigest),
      actualDigest: try container.decode(String.self, forKey: .actualDigest),
      origins: try container.decodeIfPresent([String].self, forKey: .origins) ?? [],
      redactedSteps: try container.decodeIfPresent([Int].self, forKey: .redactedSteps) ?? []
    )
  }
}

/// Why DevTools refused a request; `description` is shown to the user.
public enum InspectionError: Error, Equatable, CustomStringConvertible {
  /// The step was never recorded or has left the bounded history.
  case unknownStep(Int)
  /// The session cannot be replayed here; the text says why.
  case invalidSession(String)
  /// The module's actions are not `Codable`, so a session holds nothing to replay.
  case actionsNotCodable

  /// A sentence for the DevTools page and its JSON error answers.
  public var description: String {
    switch self {
    case .unknownStep(let step): "Step \(step) is not in the recorded history."
    case .invalidSession(let reason): "The session cannot be replayed: \(reason)"
    case .actionsNotCodable: "This module's actions are not Codable, so sessions cannot be replayed."
    }
  }
}
