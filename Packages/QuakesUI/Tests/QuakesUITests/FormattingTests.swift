import Foundation
import Testing

@testable import QuakesUI

@Suite struct MagnitudeColorTests {
  @Test(arguments: [
    (0.0, MagnitudeColor.green), (0.99, .green), (1.0, .yellow), (2.5, .orange),
    (3.0, .red), (4.99, .red), (5.0, .purple), (6.9, .purple), (7.0, .indigo), (9.5, .indigo),
    (-0.3, .gray), (Double.nan, .gray),
  ])
  func magnitudeMapsToItsColour(magnitude: Double, color: MagnitudeColor) {
    #expect(MagnitudeColor(magnitude: magnitude) == color)
  }

  @Test(arguments: MagnitudeColor.allCases)
  func everyMagnitudeIsReadableOnTheListBadge(color: MagnitudeColor) throws {
    let ratio = try Self.contrast(color.textValue, MagnitudeColor.badgeBackground)
    #expect(ratio >= 4.5, "\(color): \(ratio):1")
  }

  /// WCAG 2's contrast ratio of two `#rrggbb` colours.
  private static func contrast(_ first: String, _ second: String) throws -> Double {
    let (a, b) = (try luminance(first), try luminance(second))
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  private static func luminance(_ hex: String) throws -> Double {
    let value = try #require(Int(hex.dropFirst(), radix: 16))
    let channels = [value >> 16, value >> 8, value].map { Double($0 & 0xff) / 255 }
    let linear = channels.map { $0 <= 0.039_28 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
  }
}

@Suite struct QuakeFormattingTests {
  @Test(arguments: [(4.55, "4.6"), (1, "1.0"), (0.04, "0.0"), (2.94, "2.9"), (-0.39, "-0.4")])
  func magnitudeHasOneDecimalDigit(value: Double, text: String) {
    #expect(QuakeFormatting.magnitude(value) == text)
  }

  @Test(arguments: [(0, "0 earthquakes"), (1, "1 earthquake"), (4711, "4711 earthquakes")])
  func countIsSingularOnlyForOne(count: Int, text: String) {
    #expect(QuakeFormatting.earthquakesCount(count) == text)
  }

  @Test func totalNamesTheCount() {
    #expect(QuakeFormatting.total(146) == "146 total")
  }

  @Test(arguments: [
    (0.0, "now"), (30.0, "30 seconds ago"), (60.0, "1 minute ago"), (3 * 3600.0, "3 hours ago"),
    (86_400.0, "1 day ago"), (2 * 365 * 86_400.0, "2 years ago"), (-120.0, "in 2 minutes"),
  ])
  func relativeTimeUsesTheLargestWholeUnit(secondsAgo: Double, text: String) {
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    #expect(QuakeFormatting.relativeTime(of: now.addingTimeInterval(-secondsAgo), relativeTo: now) == text)
  }

  @Test func timeOfDayIsTwentyFourHourInTheZone() throws {
    let date = Date(timeIntervalSince1970: 1_528_967_533)
    #expect(QuakeFormatting.timeOfDay(date, timeZone: .gmt) == "09:12")
    #expect(QuakeFormatting.timeOfDay(date, timeZone: try #require(TimeZone(identifier: "Asia/Tokyo"))) == "18:12")
  }

  @Test func fullDateTimeShowsDateAndTime() throws {
    let text = QuakeFormatting.fullDateTime(
      Date(timeIntervalSince1970: 1_528_967_533),
      timeZone: try #require(TimeZone(identifier: "UTC"))
    )
    #expect(text.contains("June 14, 2018"))
    #expect(text.contains("9:12:13"))
  }

  /// The exact text `quakes.js` writes from `Intl.DateTimeFormat`'s parts in the browser's zone.
  @Test(arguments: [
    ("Asia/Tokyo", "Thursday, June 14, 2018 at 6:12:13\u{202F}PM GMT+9"),
    ("America/New_York", "Thursday, June 14, 2018 at 5:12:13\u{202F}AM EDT"),
    ("Asia/Kolkata", "Thursday, June 14, 2018 at 2:42:13\u{202F}PM GMT+5:30"),
  ])
  func fullDateTimeIsTheScriptsPattern(zone: String, text: String) throws {
    let date = Date(timeIntervalSince1970: 1_528_967_533)
    #expect(QuakeFormatting.fullDateTime(date, timeZone: try #require(TimeZone(identifier: zone))) == text)
  }

  @Test(arguments: [
    (1_528_967_533.9, "2018-06-14T09:12:13Z"), (0.0, "1970-01-01T00:00:00Z"), (-0.5, "1969-12-31T23:59:59Z"),
    (951_782_400.0, "2000-02-29T00:00:00Z"), (-62_135_596_800.0, "0001-01-01T00:00:00Z"),
    (253_402_300_799.0, "9999-12-31T23:59:59Z"), (-30_610_224_000.0, "1000-01-01T00:00:00Z"),
  ])
  func isoUTCIsTheInstantToTheSecond(seconds: Double, text: String) {
    #expect(QuakeFormatting.isoUTC(Date(timeIntervalSince1970: seconds)) == text)
  }

  /// Every day of four centuries (leap years, century years), against Foundation's formatter.
  @Test func isoUTCAgreesWithFoundation() {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = .gmt
    var seconds = -5_000_000_000.0
    while seconds < 8_000_000_000 {
      let date = Date(timeIntervalSince1970: seconds)
      #expect(QuakeFormatting.isoUTC(date) == formatter.string(from: date), "\(seconds)")
      seconds += 86_400 + 3_661
    }
  }

  @Test(arguments: [-62_135_596_801.0, 253_402_300_800.0, 1e300, -1e300, Double.infinity, -Double.infinity, Double.nan])
  func isoUTCHasNothingOutsideTheYearsHTMLCanWrite(seconds: Double) {
    #expect(QuakeFormatting.isoUTC(Date(timeIntervalSince1970: seconds)) == nil)
  }
}

/// Numbers that should never get this far still format without trapping.
@Suite struct ExtremeNumberFormattingTests {
  @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan])
  func magnitudesRelativeTimesAndMapPositionsDoNotTrap(value: Double) {
    _ = QuakeFormatting.magnitude(value)
    let far = Date(timeIntervalSince1970: value)
    _ = QuakeFormatting.relativeTime(of: far, relativeTo: Date(timeIntervalSince1970: 0))
    _ = QuakeFormatting.timeOfDay(far, timeZone: .gmt)
    _ = QuakeFormatting.isoUTC(far)
    let circle = QuakeMap.Presenter.circle(
      QuakeItem(id: "q", magnitude: value, time: Date(), name: "N", longitude: value, latitude: value), isSelected: false
    )
    #expect(circle.hasPrefix("<circle "))
  }

  @Test func aHugeValueIsClamped() {
    #expect((1e300).clampedInt == 9_007_199_254_740_992)
    #expect((-Double.infinity).clampedInt == -9_007_199_254_740_992)
    #expect(Double.nan.clampedInt == 0)
    #expect((41.9).clampedInt == 41)
  }
}
