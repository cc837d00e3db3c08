import ItemsData
import Testing

@Suite struct ItemsSelectorsTests {
  private let state = ItemsState(entries: [
    Entry(id: 1, title: "Buy milk", isDone: true),
    Entry(id: 2, title: "Call Ann"),
    Entry(id: 3, title: "Pay rent"),
  ])

  @Test(arguments: [(ItemsFilter.all, [1, 2, 3]), (.active, [2, 3]), (.done, [1])])
  func eachFilterShowsItsEntriesInOrder(filter: ItemsFilter, ids: [Int]) {
    #expect(ItemsState.selectEntries(filter: filter)(state).map(\.id) == ids)
    #expect(ItemsState.selectCount(filter: filter)(state) == ids.count)
  }

  @Test func selectEntryFindsItById() {
    #expect(ItemsState.selectEntry(id: 2)(state)?.title == "Call Ann")
    #expect(ItemsState.selectEntry(id: 9)(state) == nil)
  }

  @Test func filtersReadBackFromTheirRawValues() {
    #expect(ItemsFilter.allCases.map { ItemsFilter(rawValue: $0.rawValue) } == ItemsFilter.allCases)
    #expect(ItemsFilter.allCases.map(\.title) == ["All", "Active", "Done"])
  }
}
