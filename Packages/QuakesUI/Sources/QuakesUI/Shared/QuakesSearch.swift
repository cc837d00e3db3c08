import Foundation
import QuakesData

/// The list's filter: a name search on one calendar day.
struct QuakesSearch: Hashable, Sendable {
  let text: String
  let date: Date
  let timeZone: TimeZone

  /// "san jose" finds "San José": the improvement the book wished for its exact match.
  static let matching = QuakeSearchMatching.caseAndDiacriticInsensitive

  /// A selector's debug-log label carrying this search (and `more` parameters), e.g.
  /// `SelectQuakes(searchText: "san", searchDate: 2026-11-22 00:00:00 +0000, timeZone: GMT)`.
  func label(_ name: String, _ more: String? = nil) -> String {
    let parameters = "searchText: \(String(reflecting: self.text)), searchDate: \(self.date), timeZone: \(self.timeZone.identifier)"
    return "\(name)(\(parameters)\(more.map { ", \($0)" } ?? ""))"
  }
}
