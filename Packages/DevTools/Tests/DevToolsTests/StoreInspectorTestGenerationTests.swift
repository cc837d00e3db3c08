import CanonicalDump
import Foundation
import HashTreeCollections
import ImmutableData
import ImmutableTesting
import Testing

@testable import DevTools

@MainActor
@Suite struct StoreInspectorTestGenerationTests {
  static let recipe = TestRecipe(imports: ["MeterData"], initialState: "Meter()", reducer: "MeterReducer.reduce")

  @Test func aGeneratedTestSendsEveryRecordedActionAndChecksTheStateAfterEachStep() async throws {
    let (store, inspector) = makeMeter(recipe: Self.recipe)
    try store.dispatch(action: .add(2))
    try store.dispatch(action: .note(##"say "#hi""##))
    let source = try #require(inspector.generateTest())
    #expect(source.contains("import Foundation\nimport ImmutableTesting\nimport MeterData\nimport Testing"))
    #expect(source.contains("let store = TestStore(initialState: Meter(), reducer: MeterReducer.reduce, exhaustivity: .off)"))
    #expect(
      source.contains("var recorded = RecordedStates(initial: #\"\"\"\n    Meter(\n      value: 0,\n      notes: []\n    )\n    \"\"\"#)"))
    #expect(source.contains("guard recorded.matches(store.state) else { return }"))
    #expect(
      source.contains(
        "  // Step 1, unnamed dispatcher.\n  let action1 = try action(#\"{\"add\":{\"_0\":2}}\"#)\n  try await store.send(action1)"))
    // Each step carries only the lines it changed.
    #expect(
      source.contains(
        "guard recorded.step(1, action1, patch: #\"\"\"\n    @@ -2,1 +2,1 @@\n    +  value: 2,\n    \"\"\"#, matches: store.state) else { return }"
      ))
    // A payload holding `"#` gets a longer raw-string delimiter.
    #expect(source.contains(###"let action2 = try action(##"{"note":{"_0":"say \"#hi\""}}"##)"###))
    #expect(source.contains("guard recorded.step(2, action2, patch: "))
    #expect(source.contains("\n    @@ -3,1 +3,3 @@\n    +  notes: [\n    +    [0]: "))
    #expect(source.contains("try JSONDecoder().decode(DevToolsTests.MeterAction.self"))
  }

  @Test func theGeneratedStepsPassForTheRecordedReducerAtEveryStep() async throws {
    let (store, inspector) = makeMeter(recipe: Self.recipe)
    for action in [MeterAction.add(2), .note("a"), .add(3), .note("b")] {
      try store.dispatch(action: action)
    }
    let session = try #require(inspector.generatedSession())
    #expect(session.steps.map(\.step) == [1, 2, 3, 4])
    let replay = TestStore(initialState: Meter(), reducer: MeterReducer.reduce, exhaustivity: .off)
    var recorded = RecordedStates(initial: session.initial)
    let initialMatches = recorded.matches(replay.state)
    #expect(initialMatches)
    for step in session.steps {
      let action = try JSONDecoder().decode(MeterAction.self, from: Data(step.json.utf8))
      try await replay.send(action)
      let matched = recorded.step(step.step, action, patch: step.patch, matches: replay.state)
      #expect(matched, "step \(step.step)")
    }
    #expect(recorded.expected == String(canonicalDumping: store.state))
  }

  @Test func theGeneratedStepsFailForAChangedReducerAtTheStepThatDiffers() async throws {
    let (store, inspector) = makeMeter(recipe: Self.recipe)
    for action in [MeterAction.add(2), .note("a"), .add(3)] {
      try store.dispatch(action: action)
    }
    let session = try #require(inspector.generatedSession())
    // The changed reducer adds one more than asked: the first step already differs, but only
    // a check of every step tells which; a final-state check would only say "not 5".
    let changed = TestStore(
      initialState: Meter(),
      reducer: { state, action in
        var state = try MeterReducer.reduce(state: state, action: action)
        if case .add = action { state.value += 1 }
        return state
      },
      exhaustivity: .off
    )
    var recorded = RecordedStates(initial: session.initial)
    var passed: [Bool] = []
    for step in session.steps {
      let action = try JSONDecoder().decode(MeterAction.self, from: Data(step.json.utf8))
      try await changed.send(action)
      var matched = true
      withKnownIssue {
        matched = recorded.step(step.step, action, patch: step.patch, matches: changed.state)
      } matching: { issue in
        let text = issue.comments.map(\.rawValue).joined(separator: "\n")
        return text.contains("Step 1 did not reach the recorded state. Its action:\n\n  MeterAction.add(2)")
          && text.contains("  @@ line 2 @@\n    Meter(\n  \u{2212}   value: 2,\n  +   value: 3,\n      notes: []")
      }
      passed.append(matched)
      if matched == false { break }
    }
    #expect(passed == [false])
  }

  @Test func theGeneratedRenderingsDoNotDependOnTheHashSeed() throws {
    let names = (0..<40).map { "item \($0)" }
    let sessions = try [1, 2].map { seed in
      try ShelfKey.$seed.withValue(seed) {
        let (store, inspector) = StoreInspector.makeInspectedStore(
          initialState: Shelf(),
          reducer: ShelfReducer.reduce,
          recipe: TestRecipe(imports: [], initialState: "Shelf()", reducer: "ShelfReducer.reduce")
        )
        for (count, name) in names.enumerated() {
          try store.dispatch(action: .put(name, count))
        }
        try store.dispatch(action: .remove("item 7"))
        return (order: store.state.items.keys.map(\.name), session: try #require(inspector.generatedSession()))
      }
    }
    // The premise: the two seeds iterate the same entries in different orders.
    #expect(sessions[0].order != sessions[1].order)
    #expect(sessions[0].session.initial == sessions[1].session.initial)
    #expect(sessions[0].session.steps.map(\.patch) == sessions[1].session.steps.map(\.patch))
    // Sorted by key: the removal is one line, between items 6 and 8 in sorted order.
    #expect(sessions[0].session.steps.last?.patch.hasPrefix("@@ -") == true)
    #expect(sessions[0].session.steps.last?.patch.contains("\n") == false)
  }

  @Test func aRecordedDateRoundTripsExactlyThroughTheGeneratedJSON() throws {
    // A quake's time has milliseconds; ISO 8601 (the session export's dates) would drop them.
    let time = Date(timeIntervalSince1970: 1_732_700_000.123_456)
    let (store, inspector) = StoreInspector<Date?, StampAction>.makeInspectedStore(
      initialState: nil,
      reducer: StampAction.reduce,
      recipe: TestRecipe(imports: [], initialState: "nil", reducer: "StampAction.reduce")
    )
    try store.dispatch(action: .stamp(time))
    let session = try #require(inspector.generatedSession())
    let decoded = try JSONDecoder().decode(StampAction.self, from: Data(session.steps[0].json.utf8))
    #expect(decoded == .stamp(time))
  }

  @Test func literalsKeepEveryCharacterOfTheirText() {
    typealias Inspector = StoreInspector<Meter, MeterAction>
    // `\#` would be an escape in a `#"` raw string: the delimiter grows.
    #expect(Inspector.stringLiteral(##"a \#(b) "c""##) == ###"##"a \#(b) "c""##"###)
    #expect(Inspector.stringLiteral("a\nb", multiline: true) == "#\"\"\"\n    a\n    b\n    \"\"\"#")
    // A control character other than a newline or tab is escaped, in an ordinary literal.
    #expect(Inspector.stringLiteral("a\r\"b\\\u{1}\nc", multiline: true) == #""a\r\"b\\\u{1}\nc""#)
    #expect(Inspector.stringLiteral("", multiline: true) == ##"#""#"##)
  }

  @Test func noTestIsGeneratedWithoutARecipeOrWithACutHistory() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    #expect(inspector.generateTest() == nil)
    let recipe = TestRecipe(imports: [], initialState: "Meter()", reducer: "MeterReducer.reduce")
    let (cutStore, cut) = makeMeter(historyLimit: 1, recipe: recipe)
    try cutStore.dispatch(action: .add(1))
    #expect(cut.generateTest() != nil)
    try cutStore.dispatch(action: .add(1))
    #expect(cut.generateTest() == nil)
  }
}
