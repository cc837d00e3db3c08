import ItemsData
import Testing

/// How the reducer keeps track of the entries file: a load, and the Listener's reports.
@Suite struct ItemsSavingTests {
  private func reduce(_ actions: [ItemsAction], from state: ItemsState = ItemsState()) throws -> ItemsState {
    try actions.reduce(state) { try ItemsReducer.reduce(state: $0, action: $1) }
  }

  @Test func loadedEntriesReplaceTheListAndTheNextIdFollowsThem() throws {
    let state = try reduce([.didLoadEntries(entries: [Entry(id: 4, title: "A")]), .didAddEntry(title: "B", quantity: 1)])
    #expect(ItemsState.selectEntries(filter: .all)(state).map(\.id) == [4, 5])
  }

  @Test func eachAcceptedChangeWaitsForItsReport() throws {
    let state = try reduce([.didAddEntry(title: "A", quantity: 1), .didToggleEntry(id: 1), .didDeleteEntry(id: 1)])
    #expect(ItemsState.selectUnsavedChanges()(state) == 3)
    #expect(ItemsState.selectUnsavedChanges()(try reduce([.didSaveChange, .didSaveChange], from: state)) == 1)
  }

  @Test func aFailedWriteIsToldUntilALaterOneSucceeds() throws {
    let failed = try reduce([
      .didAddEntry(title: "A", quantity: 1), .didAddEntry(title: "B", quantity: 1), .didFailToSaveChange(error: "disk full"),
    ])
    #expect(ItemsState.selectSaveFailure()(failed) == "disk full")
    #expect(ItemsState.selectUnsavedChanges()(failed) == 1)
    #expect(ItemsState.selectSaveFailure()(try reduce([.didSaveChange], from: failed)) == nil)
  }

  @Test func aReportWithoutItsChangeNeverCountsBelowZero() throws {
    // DevTools may skip the change a report belongs to.
    #expect(ItemsState.selectUnsavedChanges()(try reduce([.didSaveChange, .didFailToSaveChange(error: "x")])) == 0)
  }
}
