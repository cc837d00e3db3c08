import DevTools
import ImmutableData
import Testing

@MainActor
@Suite struct StoreInspectorTestGenerationTests {
  @Test func aGeneratedTestSendsEveryRecordedActionAndChecksTheFinalState() async throws {
    let recipe = TestRecipe(imports: ["MeterData"], initialState: "Meter()", reducer: "MeterReducer.reduce")
    let (store, inspector) = makeMeter(recipe: recipe)
    try store.dispatch(action: .add(2))
    try store.dispatch(action: .note(##"say "#hi""##))
    let source = try #require(inspector.generateTest())
    #expect(source.contains("import ImmutableTesting\nimport MeterData\nimport Testing"))
    #expect(source.contains("let store = TestStore(initialState: Meter(), reducer: MeterReducer.reduce, exhaustivity: .off)"))
    #expect(source.contains(##"try await store.send(action(#"{"add":{"_0":2}}"#))"##))
    // A payload holding `"#` gets a longer raw-string delimiter.
    #expect(source.contains(###"try await store.send(action(##"{"note":{"_0":"say \"#hi\""}}"##))"###))
    #expect(source.contains("    Meter(\n      value: 2,"))
    #expect(source.contains("try JSONDecoder().decode(DevToolsTests.MeterAction.self"))
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
