import DevTools
import DevToolsInspection
import ImmutableData
import Testing

@MainActor
@Suite struct StoreInspectorSkipTests {
  @Test func skippingAnActionShowsTheStateRecomputedWithoutItAndUnskippingRestoresIt() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(10))
    try store.dispatch(action: .note("kept"))
    try inspector.skip(step: 2, skipped: true)
    #expect(store.state == Meter(value: 1, notes: ["kept"]))
    #expect(inspector.skippedSteps == [2])
    try inspector.skip(step: 1, skipped: true)
    #expect(store.state == Meter(value: 0, notes: ["kept"]))
    try inspector.skip(step: 2, skipped: false)
    #expect(store.state == Meter(value: 10, notes: ["kept"]))
    try inspector.skip(step: 1, skipped: false)
    #expect(store.state == Meter(value: 11, notes: ["kept"]))
    #expect(inspector.skippedSteps.isEmpty)
    #expect(inspector.latestStep == 3)
  }

  @Test func anActionArrivingWhileSkippingReachesBothThePresentAndTheShownState() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try inspector.skip(step: 1, skipped: true)
    try store.dispatch(action: .add(5))
    #expect(store.state.value == 5)
    #expect(inspector.latestStep == 2)
    try inspector.skip(step: 1, skipped: false)
    #expect(store.state.value == 6)
  }

  @Test func travellingWhileSkippingResumesToTheSkippingState() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(10))
    try inspector.skip(step: 1, skipped: true)
    try inspector.travel(to: 1)
    #expect(store.state.value == 1)
    inspector.resume()
    #expect(store.state.value == 10)
  }

  @Test func skippingWhenTheHistoryNoLongerReachesTheInitialStateIsRefused() async throws {
    let (store, inspector) = makeMeter(historyLimit: 2)
    for _ in 0..<4 {
      try store.dispatch(action: .add(1))
    }
    #expect {
      try inspector.skip(step: 3, skipped: true)
    } throws: { error in
      (error as? SkipRefusal)?.reason.contains("no longer reaches the initial state") == true
    }
    #expect(inspector.skippedSteps.isEmpty)
    #expect(store.state.value == 4)
  }

  @Test func skippingAStepOutsideTheHistoryIsRefused() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    #expect(throws: InspectionError.unknownStep(2)) { try inspector.skip(step: 2, skipped: true) }
    #expect(throws: InspectionError.unknownStep(0)) { try inspector.skip(step: 0, skipped: true) }
    #expect(store.state.value == 1)
  }

  @Test func aSkipThatMakesTheReducerRefuseALaterActionIsRefused() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(3))
    try store.dispatch(action: .take(2))
    #expect {
      try inspector.skip(step: 1, skipped: true)
    } throws: { error in
      (error as? SkipRefusal)?.reason.contains("refuses step 2") == true
    }
    #expect(inspector.skippedSteps.isEmpty)
    #expect(store.state.value == 1)
  }

  @Test func userActionsAreHeldWhileSkippingAndPerformedOnUnskip() async throws {
    let inspection = ModuleInspection()
    let store = StoreInspector<Meter, MeterAction>.makeStore(
      initialState: Meter(),
      reducer: MeterReducer.reduce,
      inspection: inspection.hook(slug: "meter")
    )
    var changes = inspection.viewChanges(slug: "meter").makeAsyncIterator()
    #expect(try await inspection.perform(slug: "meter") { try store.dispatch(action: .add(1)) })
    try await inspection.skip(slug: "meter", step: 1, skipped: true)
    #expect(await changes.next() != nil)
    #expect(store.state.value == 0)
    #expect(try await inspection.perform(slug: "meter") { try store.dispatch(action: .add(10)) } == false)
    #expect(inspection.heldCount(slug: "meter") == 1)
    #expect(store.state.value == 0)
    try await inspection.skip(slug: "meter", step: 1, skipped: false)
    #expect(await changes.next() != nil)
    #expect(inspection.heldCount(slug: "meter") == 0)
    #expect(store.state.value == 11)
  }

  @Test func resumingWhileActionsAreSkippedKeepsTheUserActionsHeld() async throws {
    let inspection = ModuleInspection()
    let store = StoreInspector<Meter, MeterAction>.makeStore(
      initialState: Meter(),
      reducer: MeterReducer.reduce,
      inspection: inspection.hook(slug: "meter")
    )
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(2))
    try await inspection.skip(slug: "meter", step: 1, skipped: true)
    try inspection.travel(slug: "meter", to: 0)
    #expect(try await inspection.perform(slug: "meter") { try store.dispatch(action: .add(10)) } == false)
    await inspection.resume(slug: "meter")
    #expect(inspection.heldCount(slug: "meter") == 1)
    #expect(store.state.value == 2)
    try await inspection.skip(slug: "meter", step: 1, skipped: false)
    #expect(inspection.heldCount(slug: "meter") == 0)
    #expect(store.state.value == 13)
  }
}

/// An inspector written before skipping existed: it implements only the older requirements.
@MainActor
final class OlderInspector: ModuleInspector {
  var latestStep: Int { 0 }
  var travelledStep: Int? { nil }
  func steps(since step: Int) -> [InspectedStep] { [] }
  func state(after step: Int?) -> String? { nil }
  func travel(to step: Int) throws(InspectionError) { throw .unknownStep(step) }
  func resume() {}
  func exportSession() -> String { "" }
  func replay(_ session: String) throws(InspectionError) -> ReplayResult { throw .actionsNotCodable }
  func generateTest() -> String? { nil }
}

@MainActor
@Suite struct ModuleInspectorSkipDefaultsTests {
  @Test func anInspectorWithoutSkippingRefusesToSkipAndHoldsNothing() async throws {
    let inspection = ModuleInspection()
    inspection.register(OlderInspector(), slug: "older")
    await #expect(throws: SkipRefusal.self) {
      try await inspection.skip(slug: "older", step: 1, skipped: true)
    }
    #expect(inspection.inspector(slug: "older")?.skippedSteps == [])
    var performed = false
    #expect(try await inspection.perform(slug: "older") { performed = true })
    #expect(performed)
  }
}
