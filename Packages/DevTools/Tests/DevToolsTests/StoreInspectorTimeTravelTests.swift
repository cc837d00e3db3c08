import DevTools
import DevToolsInspection
import ImmutableData
import Testing

@MainActor
@Suite struct StoreInspectorTimeTravelTests {
  @Test func jumpingShowsThePastStateAndResumingThePresent() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(1))
    try inspector.travel(to: 1)
    #expect(store.state.value == 1)
    #expect(inspector.travelledStep == 1)
    try inspector.travel(to: 0)
    #expect(store.state == Meter())
    inspector.resume()
    #expect(store.state.value == 2)
    #expect(inspector.travelledStep == nil)
  }

  @Test func anActionWhileTravellingReachesThePresentAndTheShownStateStays() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(1))
    try inspector.travel(to: 1)
    try store.dispatch(action: .note("late result"))
    #expect(store.state == Meter(value: 1))
    #expect(inspector.latestStep == 3)
    #expect(inspector.steps(since: 2).first?.diff?.contains("late result") == true)
    inspector.resume()
    #expect(store.state == Meter(value: 2, notes: ["late result"]))
  }

  @Test func jumpingToAStepOutsideTheHistoryIsRefused() async throws {
    let (store, inspector) = makeMeter(historyLimit: 2)
    for _ in 0..<4 {
      try store.dispatch(action: .add(1))
    }
    #expect(throws: InspectionError.unknownStep(1)) { try inspector.travel(to: 1) }
    #expect(throws: InspectionError.unknownStep(9)) { try inspector.travel(to: 9) }
    #expect(inspector.travelledStep == nil)
    #expect(store.state.value == 4)
  }

  @Test func userActionsAreHeldWhileTravellingAndPerformedOnResume() async throws {
    let inspection = ModuleInspection()
    let store = StoreInspector<Meter, MeterAction>.makeStore(
      initialState: Meter(),
      reducer: MeterReducer.reduce,
      inspection: inspection.hook(slug: "meter")
    )
    var changes = inspection.viewChanges(slug: "meter").makeAsyncIterator()
    #expect(try await inspection.perform(slug: "meter") { try store.dispatch(action: .add(1)) })
    try inspection.travel(slug: "meter", to: 0)
    #expect(await changes.next() != nil)
    #expect(try await inspection.perform(slug: "meter") { try store.dispatch(action: .add(10)) } == false)
    #expect(inspection.heldCount(slug: "meter") == 1)
    #expect(store.state.value == 0)
    await inspection.resume(slug: "meter")
    #expect(await changes.next() != nil)
    #expect(inspection.heldCount(slug: "meter") == 0)
    #expect(store.state.value == 11)
  }
}
