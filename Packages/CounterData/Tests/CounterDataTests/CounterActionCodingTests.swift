import CounterData
import Foundation
import Testing

@Suite struct CounterActionCodingTests {
  @Test(arguments: [CounterAction.didTapIncrementButton, .didTapDecrementButton])
  func everyActionSurvivesAJSONRoundTrip(action: CounterAction) throws {
    let data = try JSONEncoder().encode(action)
    #expect(try JSONDecoder().decode(CounterAction.self, from: data) == action)
  }

  @Test func anUnknownActionIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(CounterAction.self, from: Data(#"{"didExplode":{}}"#.utf8))
    }
  }
}
