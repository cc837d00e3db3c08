import DevTools
import DevToolsInspection
import Foundation
import ImmutableData
import Testing

/// A history cut by its limit (a long-running deployment's) still replays and still turns into
/// a test when the state is `Codable`: the session carries the state before its oldest step.
@MainActor
@Suite struct StoreInspectorCutHistoryTests {
  /// A total whose state (an `Int`) is `Codable`; `.note` changes nothing.
  @Sendable nonisolated static func reduce(state: Int, action: MeterAction) throws -> Int {
    switch action {
    case .add(let amount): state + amount
    case .take(let amount): state - amount
    case .note, .refuse: state
    }
  }

  static let recipe = TestRecipe(imports: ["TotalData"], initialState: "0", reducer: "TotalReducer.reduce")

  func total(historyLimit: Int, redaction: Redaction<Int, MeterAction> = .none) -> (
    Store<Int, MeterAction>, StoreInspector<Int, MeterAction>
  ) {
    StoreInspector.makeInspectedStore(
      initialState: 0, reducer: Self.reduce, historyLimit: historyLimit, recipe: Self.recipe, redaction: redaction)
  }

  @Test func aSessionOfACutHistoryCarriesTheStateBeforeItAndReplaysFromIt() async throws {
    let (store, inspector) = self.total(historyLimit: 2)
    for amount in 1...4 {
      try store.dispatch(action: .add(amount))
    }
    let session = inspector.exportSession()
    let header = try #require(
      try JSONSerialization.jsonObject(with: Data(session.split(separator: "\n")[0].utf8)) as? [String: Any])
    #expect(header["firstStep"] as? Int == 3)
    // 1 + 2: the state before step 3.
    #expect(header["startState"] as? String == "3")

    let (_, elsewhere) = self.total(historyLimit: 50)
    let result = try elsewhere.replay(session)
    #expect(result.replayed == 2)
    #expect(result.matches)
    #expect(result.redactedSteps.isEmpty)
  }

  @Test func aTestOfACutHistoryStartsFromTheStateBeforeItsOldestStep() async throws {
    let (store, inspector) = self.total(historyLimit: 2)
    for amount in [5, 6, 7] {
      try store.dispatch(action: .add(amount))
    }
    let live = try #require(inspector.generateTest())
    #expect(live.contains(##"TestStore(initialState: try JSONDecoder().decode(Swift.Int.self, from: Data(#"5"#.utf8))"##))
    #expect(live.contains("RecordedStates(initial: #\"\"\"\n    5\n"))
    #expect(live.contains("// Step 1,") == false)
    #expect(live.contains("// Step 2,") && live.contains("// Step 3,"))
    // From the exported session (a report's), elsewhere: the same test.
    let (_, elsewhere) = self.total(historyLimit: 50)
    #expect(try elsewhere.generateTest(fromSession: inspector.exportSession()) == live)
  }

  @Test func aStartStateHoldingRedactedValuesIsNamedByTheReplay() async throws {
    // Totals of 100 or more are a secret: written as -1.
    let redaction = Redaction<Int, MeterAction>(state: { $0 >= 100 ? -1 : $0 }, action: { $0 })
    let (store, inspector) = self.total(historyLimit: 1, redaction: redaction)
    try store.dispatch(action: .add(150))
    try store.dispatch(action: .take(10))
    let session = inspector.exportSession()
    #expect(session.contains("150") == false)
    let (_, elsewhere) = self.total(historyLimit: 50, redaction: redaction)
    let result = try elsewhere.replay(session)
    // Step 1 reached the start state, which holds a placeholder, and step 2's state is one too:
    // neither replay can be promised.
    #expect(result.redactedSteps == [1, 2])
  }
}
