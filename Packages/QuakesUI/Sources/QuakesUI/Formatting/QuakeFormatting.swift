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
  /// The full date and time of the map's subtitle ("Thursday, June 14, 2018 at 9:12:13 AM GMT",
  /// a narrow no-break space before AM/PM): ICU's full date and long time in English, spelled
  /// out as a pattern so it does not change with the ICU version. `quakes.js` (`fullDateTime`)
  /// writes the same text in the browser's zone from `Intl.DateTimeFormat`'s parts.
  static func fullDateTime(_ date: Date, timeZone: TimeZone) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "EEEE, MMMM d, y 'at' h:mm:ss\u{202F}a z"
    return formatter.string(from: date)
  }
}

extension QuakeFormatting {
  /// The time of day in `timeZone`, 24-hour ("09:12"): what tells old quakes of a day apart
  /// when every relative time reads "8 years ago". `quakes.js` (`timeOfDay`) writes the same in
  /// the browser's zone.
  static func timeOfDay(_ date: Date, timeZone: TimeZone) -> String {
    // Whole seconds, clamped: a feed's date can be anything, `Int(_:)` must not trap here.
    let local = (date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))).rounded(.down).clampedInt
    let secondOfDay = ((local % 86_400) + 86_400) % 86_400
    let hour = secondOfDay / 3_600
    let minute = secondOfDay % 3_600 / 60
    return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
  }
}

extension QuakeFormatting {
  /// `date` in UTC to the second, as a `<time datetime>` holds it ("2018-06-14T09:12:13Z"): the
  /// instant `quakes.js` shows in the browser's zone. `nil` outside the years 1 to 9999, which
  /// HTML's date strings cannot write (the feed's limits keep quakes in 1000 to 3000).
  ///
  /// Written by hand (days to a civil date, as in Howard Hinnant's `civil_from_days`): every row
  /// of a day's list asks, and a Foundation formatter per row cost more than the row's text.
  static func isoUTC(_ date: Date) -> String? {
    let seconds = date.timeIntervalSince1970.rounded(.down)
    // 0001-01-01T00:00:00Z ..< 10000-01-01T00:00:00Z; also rejects NaN and the infinities.
    guard seconds >= -62_135_596_800, seconds < 253_402_300_800 else { return nil }
    let total = Int(seconds)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T" + pad(secondOfDay / 3_600, 2) + ":"
      + pad(secondOfDay % 3_600 / 60, 2) + ":" + pad(secondOfDay % 60, 2) + "Z"
  }
}
