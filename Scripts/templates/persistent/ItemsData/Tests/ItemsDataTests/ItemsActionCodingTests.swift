import Foundation
import ItemsData
import Testing

@Suite struct ItemsActionCodingTests {
  @Test(arguments: [
    ItemsAction.didAddEntry(title: "Buy milk", quantity: 2), .didToggleEntry(id: 3), .didDeleteEntry(id: 4),
    .didLoadEntries(entries: [Entry(id: 2, title: "Call Ann", quantity: 3, isDone: true)]), .didSaveChange,
    .didFailToSaveChange(error: "disk full"),
  ])
  func everyActionSurvivesAJSONRoundTrip(action: ItemsAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(ItemsAction.self, from: data) == action)
  }

  @Test func anUnknownActionIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(ItemsAction.self, from: Data(#"{"didExplode":{}}"#.utf8))
    }
  }
}
