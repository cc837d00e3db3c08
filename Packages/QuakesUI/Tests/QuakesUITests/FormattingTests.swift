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
}

/// Numbers that should never get this far still format without trapping.
@Suite struct ExtremeNumberFormattingTests {
  @Test(arguments: [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan])
  func magnitudesRelativeTimesAndMapPositionsDoNotTrap(value: Double) {
    _ = QuakeFormatting.magnitude(value)
    let far = Date(timeIntervalSince1970: value)
    _ = QuakeFormatting.relativeTime(of: far, relativeTo: Date(timeIntervalSince1970: 0))
    _ = QuakeFormatting.timeOfDay(far, timeZone: .gmt)
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
