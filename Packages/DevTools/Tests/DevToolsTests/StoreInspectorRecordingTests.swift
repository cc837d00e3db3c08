import DevTools
import DevToolsInspection
import Foundation
import ImmutableData
import Testing

@MainActor
@Suite struct StoreInspectorRecordingTests {
  @Test func everyReductionIsRecordedWithItsActionOriginAndDiff() async throws {
    let (store, inspector) = makeMeter()
    try ActionOrigin.$current.withValue(.formPost(action: "add", location: "/meter", tab: nil)) {
      try store.dispatch(action: .add(2))
    }
    try store.dispatch(action: .note("hi"))
    let steps = inspector.steps(since: 0)
    #expect(steps.map(\.step) == [1, 2])
    #expect(steps.map(\.action) == ["MeterAction.add(2)", "MeterAction.note(\"hi\")"])
    #expect(steps.map(\.origin) == ["form action add from /meter", "unnamed dispatcher"])
    // The first step is always timed; the second is when the coarse clock moved in between.
    #expect(steps[0].reducerNanoseconds >= 0)
    #expect(steps[1].reducerNanoseconds >= -1)
    #expect(steps[0].diff?.contains("-   value: 0") == true || steps[0].diff?.contains("−   value: 0") == true)
    #expect(steps[0].diff?.contains("+   value: 2") == true)
    #expect(inspector.steps(since: 1).map(\.step) == [2])
    #expect(inspector.latestStep == 2)
  }

  @Test func aBurstIsTimedAtLeastEverySixtyFourthStepAndTheRestSayNotTimed() async throws {
    let (store, inspector) = makeMeter()
    for _ in 0..<128 {
      try store.dispatch(action: .add(1))
    }
    let steps = inspector.steps(since: 0)
    #expect(steps.filter { $0.step % 64 == 0 || $0.step == 1 }.map(\.step) == [1, 64, 128])
    #expect(steps.filter { $0.step % 64 == 0 || $0.step == 1 }.allSatisfy { $0.reducerNanoseconds >= 0 })
    #expect(steps.allSatisfy { $0.reducerNanoseconds >= -1 })
  }

  @Test func anActionThatChangesNothingHasNoDiff() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(0))
    #expect(inspector.steps(since: 0).first?.diff == nil)
  }

  @Test func aRefusedActionIsNotRecorded() async throws {
    let (store, inspector) = makeMeter()
    #expect(throws: MeterRefused.self) { try store.dispatch(action: .refuse) }
    #expect(inspector.latestStep == 0)
    #expect(inspector.steps(since: 0).isEmpty)
  }

  @Test func theStateAfterAnyRecordedStepAndThePresentCanBeRead() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(1))
    try store.dispatch(action: .add(1))
    #expect(inspector.state(after: 0) == "Meter(\n  value: 0,\n  notes: []\n)")
    #expect(inspector.state(after: 1)?.contains("value: 1") == true)
    #expect(inspector.state(after: nil)?.contains("value: 2") == true)
    #expect(inspector.state(after: 3) == nil)
  }

  @Test func theHistoryKeepsOnlyTheNewestStepsUpToItsLimit() async throws {
    let (store, inspector) = makeMeter(historyLimit: 3)
    for _ in 0..<1_000 {
      try store.dispatch(action: .add(1))
    }
    #expect(inspector.recordedCount == 3)
    #expect(inspector.latestStep == 1_000)
    #expect(inspector.steps(since: 0).map(\.step) == [998, 999, 1_000])
    #expect(inspector.state(after: 997) == nil)
    #expect(inspector.state(after: 0) == nil)
    #expect(store.state.value == 1_000)
  }

  @Test func theOldestKeptStepOfAFullHistoryStillShowsItsDiffFromTheDroppedStep() async throws {
    let (store, inspector) = makeMeter(historyLimit: 3)
    for amount in 1...5 {
      try store.dispatch(action: .add(amount))
    }
    let oldest = try #require(inspector.steps(since: 0).first)
    #expect(oldest.step == 3)
    #expect(oldest.action == "MeterAction.add(3)")
    #expect(oldest.diff?.contains("value: 3") == true)
    #expect(oldest.diff?.contains("value: 6") == true)
    #expect(inspector.state(after: 3)?.contains("value: 6") == true)
  }

  @Test func aHistoryLongerThanItsFirstAllocationKeepsEveryStepInOrder() async throws {
    let (store, inspector) = makeMeter(historyLimit: 300)
    for amount in 1...200 {
      try store.dispatch(action: .add(amount))
    }
    let steps = inspector.steps(since: 0)
    #expect(steps.map(\.step) == Array(1...200))
    #expect(steps.map(\.action) == (1...200).map { "MeterAction.add(\($0))" })
    #expect(inspector.state(after: 150)?.contains("value: \((1...150).reduce(0, +))") == true)
    #expect(inspector.state(after: 0) != nil)
  }

  @Test func recordedTimesAreWallClockDatesInOrder() async throws {
    let (store, inspector) = makeMeter()
    let before = Date()
    for _ in 0..<50 {
      try store.dispatch(action: .add(1))
    }
    let after = Date()
    let times = inspector.steps(since: 0).map(\.time)
    #expect(times == times.sorted())
    // One wall-clock reading when the store was built plus the monotonic clock: within a
    // second of the wall clock around the dispatches.
    #expect(times.allSatisfy { $0 > before.addingTimeInterval(-1) && $0 < after.addingTimeInterval(1) })
  }

  @Test func withoutInspectionTheStoreIsPlainAndNothingRegisters() async throws {
    let inspection = ModuleInspection()
    let plain = StoreInspector<Meter, MeterAction>.makeStore(initialState: Meter(), reducer: MeterReducer.reduce, inspection: nil)
    try plain.dispatch(action: .add(1))
    #expect(plain.state.value == 1)
    #expect(inspection.inspectedSlugs.isEmpty)

    let inspected = StoreInspector<Meter, MeterAction>.makeStore(
      initialState: Meter(),
      reducer: MeterReducer.reduce,
      inspection: inspection.hook(slug: "meter")
    )
    try inspected.dispatch(action: .add(1))
    #expect(inspection.inspectedSlugs == ["meter"])
    #expect(inspection.inspector(slug: "meter")?.latestStep == 1)
  }
}
