import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import QuakesData
import TestSupport
import Testing

@testable import QuakesUI

/// The debug-log labels of the quakes selectors carry their parameters, as the book's do.
@MainActor @Suite(.serialized) struct SelectorLabelTests {
  private func lines(_ body: () -> Void) -> [String] {
    // Other suites' selectors may log meanwhile; this suite's search text is unique.
    bindingLogLines(containing: #"san \"jose\""#, body)
  }

  private let search = QuakesSearch(
    text: "san \"jose\"",
    date: Date(timeIntervalSince1970: 1_528_934_400),
    timeZone: TimeZone(identifier: "Pacific/Honolulu")!
  )

  @Test func theSortedQuakesLabelNamesTheSearchTheDayTheZoneAndTheSort() {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let lines = self.lines {
      _ = QuakesSelection(self.search, sort: .magnitude, order: .reverse).selector(in: store).output
    }
    let expected =
      #"SelectQuakesValues(searchText: "san \"jose\"", searchDate: 2018-06-14 00:00:00 +0000, timeZone: Pacific/Honolulu, sort: magnitude, order: reverse)"#
    #expect(lines.isEmpty == false)
    #expect(lines.allSatisfy { $0.hasSuffix(": " + expected) }, "\(lines)")
  }
}
