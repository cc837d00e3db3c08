/// A calendar day as a date input posts it (`2026-11-28`): no time, no time zone, so the day a
/// person picked is the day stored, wherever the server runs.
///
/// ```swift
/// let due = FormDate(iso: "2026-11-28")  // FormDate(year: 2026, month: 11, day: 28)
/// due?.description                       // "2026-11-28"
/// ```
public struct FormDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The year, 1 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to its last day (29 February only in a leap year).
  public let day: Int

  /// The day, or nil when there is no such day (2026-02-29, month 13, year 0).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month), (1...Self.days(inMonth: month, of: year)).contains(day) else {
      return nil
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day written `YYYY-MM-DD` (four, two and two ASCII digits), or nil.
  public init?(iso text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, zip(parts, [4, 2, 2]).allSatisfy({ $0.count == $1 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`, what a date input shows and posts.
  public var description: String {
    func padded(_ number: Int, _ width: Int) -> String {
      let digits = String(number)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Earlier days first.
  public static func < (lhs: FormDate, rhs: FormDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// The number of days of `month` in `year` (the Gregorian calendar's leap years).
  private static func days(inMonth month: Int, of year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension FormDate {
  /// Encoded as its `YYYY-MM-DD` text, so a stored or exported value reads as the day it is.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = FormDate(iso: text) else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "\(text) is not a YYYY-MM-DD day"))
    }
    self = date
  }

  /// Encodes the `YYYY-MM-DD` text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
