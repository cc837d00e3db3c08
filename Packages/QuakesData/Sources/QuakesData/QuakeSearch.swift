package import Foundation

/// How the search text is compared with a quake's name.
public enum QuakeSearchMatching: Hashable, Sendable {
  /// The book's behaviour: the name contains the text exactly.
  case exact
  /// Case and diacritics are ignored: "san jose" finds "San José".
  case caseAndDiacriticInsensitive
}

extension Quake {
  /// A predicate for quakes that happened on the calendar day of `searchDate` in `timeZone`
  /// and whose name contains `searchText` (everything matches an empty text).
  package static func filter(
    searchText: String,
    searchDate: Date,
    matching: QuakeSearchMatching,
    timeZone: TimeZone
  ) -> @Sendable (Self) -> Bool {
    let day = self.day(of: searchDate, in: timeZone)
    let matches = self.nameFilter(searchText: searchText, matching: matching)
    return { quake in
      day.contains(quake.time) && matches(quake)
    }
  }

  /// A predicate on the name alone.
  package static func nameFilter(
    searchText: String,
    matching: QuakeSearchMatching
  ) -> @Sendable (Self) -> Bool {
    if searchText.isEmpty {
      return { _ in true }
    }
    switch matching {
    case .exact:
      return { quake in quake.name.contains(searchText) }
    case .caseAndDiacriticInsensitive:
      return { quake in
        quake.name.range(of: searchText, options: [.caseInsensitive, .diacriticInsensitive]) != nil
      }
    }
  }

  /// The closed day `[midnight, next midnight]`, as the book's `start...end`: a quake exactly at
  /// midnight is listed on both days it bounds.
  package static func day(of date: Date, in timeZone: TimeZone) -> ClosedRange<Date> {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let start = calendar.startOfDay(for: date)
    let end = calendar.date(byAdding: DateComponents(day: 1), to: start) ?? start
    return start...end
  }
}
