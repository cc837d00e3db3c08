import Foundation

/// A calendar day ("2018-06-14"), as an `<input type="date">` sends it.
struct CalendarDay: Hashable, Sendable, Comparable, CustomStringConvertible {
  let year: Int
  let month: Int
  let day: Int

  init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day) else {
      return nil
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// Parses "yyyy-MM-dd"; anything else is `nil`.
  init?(string: String) {
    let parts = string.split(separator: "-", omittingEmptySubsequences: false)
    guard
      parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  /// The day `date` falls on in `calendar`.
  init(date: Date, calendar: Calendar) {
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    self.year = components.year ?? 1970
    self.month = components.month ?? 1
    self.day = components.day ?? 1
  }

  var description: String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Noon of the day in `calendar`: a time that falls on this day whatever the DST shifts.
  func date(in calendar: Calendar) -> Date? {
    calendar.date(from: DateComponents(year: year, month: month, day: day, hour: 12))
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}
