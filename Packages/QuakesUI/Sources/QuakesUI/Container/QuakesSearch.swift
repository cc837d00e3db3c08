import Foundation
import QuakesData

/// The list's filter: a name search on one calendar day.
package struct QuakesSearch: Hashable, Sendable {
  package let text: String
  package let date: Date
  package let timeZone: TimeZone

  package init(text: String, date: Date, timeZone: TimeZone) {
    self.text = text
    self.date = date
    self.timeZone = timeZone
  }

  /// "san jose" finds "San José": the improvement the book wished for its exact match.
  package static let matching = QuakeSearchMatching.caseAndDiacriticInsensitive

  package func selectQuakes() -> @Sendable (QuakesState) -> [Quake.ID: Quake] {
    QuakesState.selectQuakes(
      searchText: self.text, searchDate: self.date, matching: Self.matching, timeZone: self.timeZone
    )
  }
}
