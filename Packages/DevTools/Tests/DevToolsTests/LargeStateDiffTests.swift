import DevTools
import DevToolsInspection
import ImmutableData
import Testing

/// A state that grows large: entries by id, like the Quakes state's quakes.
struct Ledger: Equatable, Sendable {
  struct Entry: Hashable, Sendable {
    let id: String
    var amount: Int
  }

  var entries: [String: Entry] = [:]
  var status = "idle"
}

enum LedgerAction: Equatable, Sendable {
  case load([Entry])
  case change(id: String, amount: Int)
  case remove(id: String)
  case status(String)

  typealias Entry = Ledger.Entry
}

enum LedgerReducer {
  @Sendable static func reduce(state: Ledger, action: LedgerAction) -> Ledger {
    var state = state
    switch action {
    case .load(let entries):
      for entry in entries { state.entries[entry.id] = entry }
    case .change(let id, let amount):
      state.entries[id]?.amount = amount
    case .remove(let id):
      state.entries[id] = nil
    case .status(let status):
      state.status = status
    }
    return state
  }
}

@MainActor
@Suite struct LargeStateDiffTests {
  let store: Store<Ledger, LedgerAction>
  let inspector: StoreInspector<Ledger, LedgerAction>
  let entries = (1...3_121).map { Ledger.Entry(id: "q\(1_000_000 + $0)", amount: $0) }

  init() {
    (self.store, self.inspector) = StoreInspector.makeInspectedStore(initialState: Ledger(), reducer: LedgerReducer.reduce)
  }

  @Test func aLargeCollectionsDiffIsCollapsedToCountsAndTheFirstEntries() throws {
    try self.store.dispatch(action: .load(self.entries))
    let step = try #require(self.inspector.steps(since: 0).first)
    let diff = try #require(step.diff)
    #expect(step.isDiffCollapsed)
    #expect(diff.hasPrefix("Ledger.entries: 3,121 added (0 → 3,121 entries)\n"))
    #expect(diff.contains(#"+ ["q1000001"]: Entry(id: "q1000001", amount: 1)"#))
    #expect(diff.contains(#"+ ["q1000003"]: Entry(id: "q1000003", amount: 3)"#))
    #expect(diff.contains("q1000004") == false)
    #expect(diff.hasSuffix("  … 3,118 more in the full diff"))
    #expect(diff.utf8.count < 1_000)
  }

  @Test func aLargeActionIsRenderedCompactly() throws {
    try self.store.dispatch(action: .load(self.entries))
    let action = try #require(self.inspector.steps(since: 0).first?.action)
    #expect(
      action
        == #"LedgerAction.load([Entry(id: "q1000001", amount: 1), Entry(id: "q1000002", amount: 2), Entry(id: "q1000003", amount: 3), … 3,118 more])"#
    )
  }

  @Test func onlyTheChangedPartsOfALargeStateAreShownEachByItsPath() throws {
    try self.store.dispatch(action: .load(self.entries))
    try self.store.dispatch(action: .change(id: "q1000010", amount: -1))
    try self.store.dispatch(action: .remove(id: "q1000020"))
    try self.store.dispatch(action: .status("loaded"))
    let steps = self.inspector.steps(since: 1)
    #expect(
      steps[0].diff
        == """
        Ledger.entries: 1 changed (3,121 → 3,121 entries)
        - ["q1000010"]: Entry(id: "q1000010", amount: 10)
        + ["q1000010"]: Entry(id: "q1000010", amount: -1)
        """)
    #expect(
      steps[1].diff
        == """
        Ledger.entries: 1 removed (3,121 → 3,120 entries)
        - ["q1000020"]: Entry(id: "q1000020", amount: 20)
        """)
    // A small part of a large state keeps custom-dump's diff.
    #expect(steps[2].diff == "Ledger.status:\n- \"idle\"\n+ \"loaded\"")
    #expect(steps.allSatisfy { $0.isDiffCollapsed })
  }

  @Test func theFullDiffOfACollapsedStepHasEveryEntry() async throws {
    try self.store.dispatch(action: .load(self.entries))
    let full = try #require(await self.inspector.fullDiff(of: 1))
    #expect(full.contains("q1000001"))
    #expect(full.contains("q1003121"))
    #expect(await self.inspector.fullDiff(of: 2) == nil)
    #expect(await self.inspector.fullDiff(of: 0) == nil)
    #expect(await self.inspector.fullDiff(of: Int.min) == nil)
  }

  @Test func smallStatesKeepCustomDumpsWholeDiff() async throws {
    let (store, inspector) = makeMeter()
    try store.dispatch(action: .add(2))
    let step = try #require(inspector.steps(since: 0).first)
    #expect(step.isDiffCollapsed == false)
    #expect(step.diff == "  Meter(\n-   value: 0,\n+   value: 2,\n    notes: []\n  )")
    #expect(await inspector.fullDiff(of: 1) == step.diff)
  }

  @Test func aLongStringIsCutOnThePageAndItsStepLinksTheWholeDiff() async throws {
    let (store, inspector) = makeMeter()
    let note = String(repeating: "é", count: 5_000)
    try store.dispatch(action: .note(note))
    let step = try #require(inspector.steps(since: 0).first)
    let diff = try #require(step.diff)
    #expect(step.isDiffCollapsed)
    #expect(diff.utf8.count < 6_100)
    #expect(diff.hasSuffix("… (cut at 6000 bytes)"))
    #expect(step.action.hasSuffix("… (cut at 1000 bytes)"))
    let full = try #require(await inspector.fullDiff(of: 1))
    #expect(full.contains(note))
  }

  @Test func aPageOfStepsRendersOnlyTheStepsAsked() throws {
    for amount in 1...5 { try self.store.dispatch(action: .status("s\(amount)")) }
    #expect(self.inspector.steps(since: 1, limit: 2).map(\.step) == [2, 3])
    #expect(self.inspector.steps(since: 4, limit: 10).map(\.step) == [5])
    #expect(self.inspector.steps(since: 0, limit: 0).isEmpty)
  }
}
