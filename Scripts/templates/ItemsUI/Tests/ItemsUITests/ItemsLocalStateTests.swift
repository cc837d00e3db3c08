import ItemsData
import Testing

@testable import ItemsUI

@Suite struct ItemsLocalStateTests {
  @Test(arguments: ItemsFilter.allCases)
  func theFilterSurvivesTheURL(filter: ItemsFilter) {
    let state = ItemsLocalState(filter: filter)
    let query = Dictionary(uniqueKeysWithValues: state.queryItems.map { ($0.name, $0.value ?? "") })
    #expect(ItemsLocalState(query: query) == state)
  }

  @Test func theDefaultFilterHasThePlainURL() {
    #expect(ItemsLocalState().queryString == "")
    #expect(ItemsLocalState(filter: .active).queryString == "?filter=active")
  }

  @Test(arguments: [[:], ["filter": "nonsense"], ["filter": "DONE"]])
  func aMissingOrUnknownFilterShowsEverything(query: [String: String]) {
    #expect(ItemsLocalState(query: query).filter == .all)
  }
}
