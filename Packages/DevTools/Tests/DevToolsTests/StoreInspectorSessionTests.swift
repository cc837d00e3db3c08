import DevTools
import DevToolsInspection
import Foundation
import ImmutableData
import Testing

@MainActor
@Suite struct StoreInspectorSessionTests {
  @Test func anExportIsAHeaderAndOneJSONLinePerStepWithTheEncodedAction() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(2))
    try store.dispatch(action: .note("x"))
    let lines = inspector.exportSession().split(separator: "\n").map(String.init)
    #expect(lines.count == 3)
    let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    #expect(header["kind"] as? String == "header")
    #expect(header["firstStep"] as? Int == 1)
    let step = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Any])
    #expect(step["step"] as? Int == 1)
    #expect(step["action"] as? String == "MeterAction.add(2)")
    #expect((step["stateDigest"] as? String)?.hasPrefix("fnv1a64:") == true)
    #expect(step["time"] is String)
    let encoded = try #require(step["encodedAction"] as? [String: Any])
    #expect((encoded["add"] as? [String: Any])?["_0"] as? Int == 2)
  }

  @Test func anImportedSessionReplaysIntoAFreshStoreAndMatches() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(2))
    try store.dispatch(action: .note("x"))
    let session = inspector.exportSession()
    let (_, fresh) = makeMeter()
    let result = try fresh.replay(session)
    #expect(result.replayed == 2)
    #expect(result.matches)
    #expect(fresh.latestStep == 0)
  }

  @Test func aSessionOfActionsCarryingDatesReplaysExactly() async throws {
    // Milliseconds, as a quake's time has: an ISO 8601 action would lose them.
    let (store, inspector) = StoreInspector<Date?, StampAction>.makeInspectedStore(initialState: nil, reducer: StampAction.reduce)
    try store.dispatch(action: .stamp(Date(timeIntervalSince1970: 1_405_381_176.99)))
    try store.dispatch(action: .stamp(Date(timeIntervalSince1970: 1_732_700_000.123_456)))
    let (_, fresh) = StoreInspector<Date?, StampAction>.makeInspectedStore(initialState: nil, reducer: StampAction.reduce)
    let result = try fresh.replay(inspector.exportSession())
    #expect(result.replayed == 2)
    #expect(result.matches)
  }

  @Test func aSessionExportedWithISO8601ActionDatesStillReplays() async throws {
    let (store, inspector) = StoreInspector<Date?, StampAction>.makeInspectedStore(initialState: nil, reducer: StampAction.reduce)
    try store.dispatch(action: .stamp(Date(timeIntervalSince1970: 1_405_381_176)))
    let current = inspector.exportSession()
    // The same line as an export before exact dates wrote it.
    let stamp = try #require(current.firstRange(of: #/"stamp":\{"_0":[-0-9.e]+\}/#))
    let older = current.replacingCharacters(in: stamp, with: #""stamp":{"_0":"2014-07-14T23:39:36Z"}"#)
    #expect(older != current)
    let (_, fresh) = StoreInspector<Date?, StampAction>.makeInspectedStore(initialState: nil, reducer: StampAction.reduce)
    #expect(try fresh.replay(older).matches)
  }

  @Test func aSessionWhoseFinalStateWasDifferentDoesNotMatch() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(2))
    let session = inspector.exportSession().replacingOccurrences(of: #"{"add":{"_0":2}}"#, with: #"{"add":{"_0":3}}"#)
    let result = try inspector.replay(session)
    #expect(result.replayed == 1)
    #expect(result.matches == false)
  }

  @Test func sessionsThatCannotBeReplayedAreRefusedWithAReason() async throws {
    let (store, inspector) = makeMeter(historyLimit: 1)
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(1))
    #expect(throws: InspectionError.self) { try inspector.replay(inspector.exportSession()) }
    #expect(throws: InspectionError.invalidSession("the first line is not a session header.")) { try inspector.replay("garbage\n") }
    #expect(throws: InspectionError.invalidSession("the first line is not a session header.")) { try inspector.replay("") }

    let (plainStore, plain) = StoreInspector.makeInspectedStore(initialState: 0, reducer: { (state: Int, _: PlainAction) in state + 1 })
    try plainStore.dispatch(action: .tick)
    #expect(throws: InspectionError.actionsNotCodable) { try plain.replay(plain.exportSession()) }
    #expect(plain.exportSession().contains("encodedAction") == false)
  }

  @Test func aStepWithoutAnActionTheModuleCanDecodeIsRefused() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    let session = inspector.exportSession().replacingOccurrences(
      of: #""encodedAction":{"add":{"_0":1}}"#, with: #""encodedAction":{"explode":{}}"#)
    #expect(throws: InspectionError.invalidSession("step 1 has no action this module can decode.")) { try inspector.replay(session) }
  }
}

@MainActor
@Suite struct SessionTestGenerationTests {
  @Test func anExportedSessionBecomesATestOfItsActionsAsThisReducerReachesThem() async throws {
    let recipe = TestRecipe(imports: ["MeterData"], initialState: "Meter()", reducer: "MeterReducer.reduce")
    let (store, inspector) = makeMeter(recipe: recipe)
    try store.dispatch(action: .add(2))
    try store.dispatch(action: .note("x"))
    let (_, other) = makeMeter(recipe: recipe)
    let source = try #require(try other.generateTest(fromSession: inspector.exportSession()))
    // The same test as one generated from the recording itself.
    #expect(source == inspector.generateTest())
    #expect(throws: InspectionError.self) { try other.generateTest(fromSession: "not a session") }
    let (_, withoutRecipe) = makeMeter()
    #expect(try withoutRecipe.generateTest(fromSession: inspector.exportSession()) == nil)
  }
}
