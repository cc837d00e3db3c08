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
    let captured = CapturedLog()
    let previous = BindingLog.logger
    BindingLog.logger = captured.logger(label: "ImmutableBinding")
    BindingLog.level = .debug
    body()
    BindingLog.logger = previous
    // Other suites' selectors may log meanwhile; this suite's search text is unique.
    return captured.lines.filter { $0.contains(#"san \"jose\""#) }
  }

  private let search = QuakesSearch(
    text: "san \"jose\"",
    date: Date(timeIntervalSince1970: 1_528_934_400),
    timeZone: TimeZone(identifier: "Pacific/Honolulu")!
  )

  @Test func theSortedQuakesLabelNamesTheSearchTheDayTheZoneAndTheSort() {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let lines = self.lines {
      _ = QuakesSelection.sortedQuakes(self.search, sort: .magnitude, order: .reverse).selector(store).output
    }
    let expected =
      #"SelectQuakesValues(searchText: "san \"jose\"", searchDate: 2018-06-14 00:00:00 +0000, timeZone: Pacific/Honolulu, sort: magnitude, order: reverse)"#
    #expect(lines.isEmpty == false)
    #expect(lines.allSatisfy { $0.hasSuffix(": " + expected) }, "\(lines)")
  }

  @Test func theMapQuakesLabelNamesTheSearchTheDayAndTheZone() {
    let store = QuakesStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let lines = self.lines {
      _ = QuakesSelection.quakes(self.search).selector(store).output
    }
    let expected = #"SelectQuakes(searchText: "san \"jose\"", searchDate: 2018-06-14 00:00:00 +0000, timeZone: Pacific/Honolulu)"#
    #expect(lines.isEmpty == false)
    #expect(lines.allSatisfy { $0.hasSuffix(": " + expected) }, "\(lines)")
  }
}
