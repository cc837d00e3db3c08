import ItemsData
import Testing

@Suite struct ItemsReducerTests {
  private func reduce(_ actions: [ItemsAction], from state: ItemsState = ItemsState()) throws -> ItemsState {
    try actions.reduce(state) { try ItemsReducer.reduce(state: $0, action: $1) }
  }

  private func entries(_ state: ItemsState) -> [Entry] {
    ItemsState.selectEntries(filter: .all)(state)
  }

  @Test func addedEntriesGetNewIdsInOrderAndStartNotDone() throws {
    let state = try reduce([.didAddEntry(title: "Buy milk", quantity: 1), .didAddEntry(title: "Call Ann", quantity: 1)])
    #expect(entries(state) == [Entry(id: 1, title: "Buy milk"), Entry(id: 2, title: "Call Ann")])
  }

  @Test func addTrimsTheTitle() throws {
    let state = try reduce([.didAddEntry(title: "  Buy milk \n", quantity: 1)])
    #expect(entries(state).map(\.title) == ["Buy milk"])
  }

  @Test(arguments: ["", "   ", "\n\t"])
  func anEmptyTitleIsRefused(title: String) {
    #expect(throws: ItemsError.emptyTitle) { try reduce([.didAddEntry(title: title, quantity: 1)]) }
  }

  @Test func anEntryKeepsItsQuantity() throws {
    let state = try reduce([.didAddEntry(title: "Eggs", quantity: 3)])
    #expect(entries(state) == [Entry(id: 1, title: "Eggs", quantity: 3)])
  }

  @Test(arguments: [Entry.quantities.lowerBound - 1, Entry.quantities.upperBound + 1, -5])
  func aQuantityOutsideTheRangeIsRefused(quantity: Int) {
    #expect(throws: ItemsError.quantityOutOfRange(quantity)) { try reduce([.didAddEntry(title: "Eggs", quantity: quantity)]) }
    #expect(ItemsError.quantityOutOfRange(quantity).description == "Quantity must be from 1 to 99.")
  }

  @Test func aDuplicateTitleIsRefusedIgnoringCase() throws {
    let state = try reduce([.didAddEntry(title: "Buy milk", quantity: 1)])
    #expect(throws: ItemsError.duplicateTitle("buy MILK")) { try reduce([.didAddEntry(title: "buy MILK", quantity: 1)], from: state) }
  }

  @Test func toggleMarksDoneThenNotDone() throws {
    let added = try reduce([.didAddEntry(title: "Buy milk", quantity: 1)])
    let done = try reduce([.didToggleEntry(id: 1)], from: added)
    #expect(entries(done).map(\.isDone) == [true])
    #expect(entries(try reduce([.didToggleEntry(id: 1)], from: done)).map(\.isDone) == [false])
  }

  @Test func deleteRemovesOnlyThatEntry() throws {
    let state = try reduce([.didAddEntry(title: "A", quantity: 1), .didAddEntry(title: "B", quantity: 1), .didDeleteEntry(id: 1)])
    #expect(entries(state).map(\.title) == ["B"])
  }

  @Test func anIdIsNotReusedAfterADelete() throws {
    let state = try reduce([
      .didAddEntry(title: "A", quantity: 1), .didAddEntry(title: "B", quantity: 1), .didDeleteEntry(id: 2),
      .didAddEntry(title: "C", quantity: 1),
    ])
    #expect(entries(state).map(\.id) == [1, 3])
  }

  @Test(arguments: [ItemsAction.didToggleEntry(id: 7), .didDeleteEntry(id: 7)])
  func anUnknownIdIsRefused(action: ItemsAction) throws {
    let state = try reduce([.didAddEntry(title: "A", quantity: 1)])
    #expect(throws: ItemsError.unknownEntry(id: 7)) { try reduce([action], from: state) }
  }

  @Test func theReducerIsPure() throws {
    // DevTools runs the reducer again to skip a step or travel in time: the same state and
    // action must give the same state, whatever ran before.
    let state = try reduce([.didAddEntry(title: "A", quantity: 1), .didAddEntry(title: "B", quantity: 1)])
    for action in [ItemsAction.didAddEntry(title: "C", quantity: 1), .didToggleEntry(id: 1), .didDeleteEntry(id: 2)] {
      #expect(try ItemsReducer.reduce(state: state, action: action) == ItemsReducer.reduce(state: state, action: action))
    }
  }

  @Test func aStateReadBackContinuesAfterTheLargestId() throws {
    let state = try reduce(
      [.didAddEntry(title: "C", quantity: 1)], from: ItemsState(entries: [Entry(id: 4, title: "A"), Entry(id: 2, title: "B")]))
    #expect(entries(state).map(\.id) == [4, 2, 5])
  }
}
