import Foundation

/// Text formats of the Quakes screens.
enum QuakeFormatting {}

extension QuakeFormatting {
  /// The magnitude with one decimal digit ("4.5").
  static func magnitude(_ magnitude: Double) -> String {
    let tenths = (magnitude * 10).rounded()
    let sign = tenths < 0 ? "-" : ""
    let absolute = abs(tenths).clampedInt
    return "\(sign)\(absolute / 10).\(absolute % 10)"
  }

  /// "1 earthquake" / "N earthquakes".
  static func earthquakesCount(_ count: Int) -> String {
    count == 1 ? "1 earthquake" : "\(count) earthquakes"
  }

  /// "T total".
  static func total(_ count: Int) -> String {
    "\(count) total"
  }
}

extension QuakeFormatting {
  /// The time from `date` to `now` in the largest whole unit: "3 hours ago", "in 2 minutes".
  static func relativeTime(of date: Date, relativeTo now: Date) -> String {
    let seconds = now.timeIntervalSince(date)
    let magnitude = abs(seconds)
    guard let (unit, length) = Self.timeUnits.first(where: { magnitude >= $0.1 }) else {
      return "now"
    }
    let count = (magnitude / length).clampedInt
    let phrase = count == 1 ? "1 \(unit)" : "\(count) \(unit)s"
    return seconds >= 0 ? "\(phrase) ago" : "in \(phrase)"
  }

  /// The units of ``relativeTime(of:relativeTo:)``, largest first (built once: every row asks).
  private static let timeUnits: [(String, Double)] = [
    ("year", 365 * 86_400),
    ("month", 30 * 86_400),
    ("week", 7 * 86_400),
    ("day", 86_400),
    ("hour", 3_600),
    ("minute", 60),
    ("second", 1),
  ]
}

extension QuakeFormatting {
  /// The full date and time of the map's subtitle ("Thursday, June 14, 2018 at 9:12:13 AM GMT").
  static func fullDateTime(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateStyle = .full
    formatter.timeStyle = .long
    return formatter.string(from: date)
  }
}

extension QuakeFormatting {
  /// The time of day in `timeZone`, 24-hour ("09:12"): what tells old quakes of a day apart
  /// when every relative time reads "8 years ago".
  static func timeOfDay(_ date: Date, timeZone: TimeZone) -> String {
    // Whole seconds, clamped: a feed's date can be anything, `Int(_:)` must not trap here.
    let local = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down).clampedInt
    let secondOfDay = ((local % 86_400) + 86_400) % 86_400
    let hour = secondOfDay / 3_600
    let minute = secondOfDay % 3_600 / 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}
