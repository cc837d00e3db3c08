import Foundation
import Testing

@testable import QuakesData

/// `selectDefaultDay`: today when there are quakes today, else the newest quake's day.
@Suite struct DefaultDayTests {
  // 2018-06-14 00:00:00 UTC
  static let june14 = Date(timeIntervalSince1970: 1_528_934_400)
  static let day: TimeInterval = 86_400

  private static func tokyo() throws -> TimeZone {
    try #require(TimeZone(identifier: "Asia/Tokyo"))
  }

  @Test func anEmptyStateStartsOnToday() {
    let today = Self.june14.addingTimeInterval(15 * 3_600)
    #expect(QuakesState.selectDefaultDay(today: today)(QuakesState()) == Self.june14)
  }

  @Test func aQuakeOfTodayKeepsToday() {
    let state = makeState([
      makeQuake("today", time: Self.june14.addingTimeInterval(3_600)),
      makeQuake("tomorrow", time: Self.june14.addingTimeInterval(Self.day + 60)),
    ])
    let today = Self.june14.addingTimeInterval(20 * 3_600)
    #expect(QuakesState.selectDefaultDay(today: today)(state) == Self.june14)
  }

  @Test func withoutQuakesTodayTheNewestQuakesDayIsChosen() {
    let state = makeState([
      makeQuake("old", time: Self.june14.addingTimeInterval(-10 * Self.day)),
      makeQuake("newest", time: Self.june14.addingTimeInterval(-3 * Self.day + 7_200)),
      makeQuake("older", time: Self.june14.addingTimeInterval(-4 * Self.day)),
    ])
    #expect(QuakesState.selectDefaultDay(today: Self.june14)(state) == Self.june14.addingTimeInterval(-3 * Self.day))
  }

  @Test func theDayIsTheDayInTheGivenTimeZone() throws {
    // 2018-06-13 20:00 UTC is 2018-06-14 05:00 in Tokyo.
    let state = makeState([makeQuake("evening", time: Self.june14.addingTimeInterval(-4 * 3_600))])
    let today = Self.june14.addingTimeInterval(30 * Self.day)
    #expect(QuakesState.selectDefaultDay(today: today)(state) == Self.june14.addingTimeInterval(-Self.day))
    // Midnight of June 14 in Tokyo is June 13, 15:00 UTC.
    let tokyoMidnight = Self.june14.addingTimeInterval(-9 * 3_600)
    #expect(QuakesState.selectDefaultDay(today: today, timeZone: try Self.tokyo())(state) == tokyoMidnight)
  }

  @Test func todayIsTodayInTheGivenTimeZone() throws {
    // At 2018-06-13 16:00 UTC it is already June 14 in Tokyo, where a quake at 18:00 UTC falls too.
    let now = Self.june14.addingTimeInterval(-8 * 3_600)
    let state = makeState([
      makeQuake("tokyoToday", time: Self.june14.addingTimeInterval(-6 * 3_600)),
      makeQuake("later", time: Self.june14.addingTimeInterval(2 * Self.day)),
    ])
    let tokyoMidnight = Self.june14.addingTimeInterval(-9 * 3_600)
    #expect(QuakesState.selectDefaultDay(today: now, timeZone: try Self.tokyo())(state) == tokyoMidnight)
  }

  @Test func theDayFollowsTheDataAfterDeleteAllAndANewRefresh() throws {
    let old = [makeQuake("old", magnitude: 2, time: Self.june14.addingTimeInterval(-400 * Self.day))]
    let fresh = [makeQuake("fresh", magnitude: 2, time: Self.june14.addingTimeInterval(-2 * Self.day + 60))]
    let select = QuakesState.selectDefaultDay(today: Self.june14)
    var state = try QuakesReducer.reduce(
      state: QuakesState(), action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: old)))))
    )
    #expect(select(state) == Self.june14.addingTimeInterval(-400 * Self.day))
    state = try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapDeleteAllQuakesButton)))
    #expect(select(state) == Self.june14)
    state = try QuakesReducer.reduce(state: state, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour))))
    state = try QuakesReducer.reduce(
      state: state, action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: fresh)))))
    )
    #expect(select(state) == Self.june14.addingTimeInterval(-2 * Self.day))
  }

  @Test func quakesTheReducerDropsDoNotMoveTheDay() throws {
    // The reducer keeps only magnitudes above zero; the selector reads the state, so it agrees.
    let kept = makeQuake("kept", magnitude: 1, time: Self.june14.addingTimeInterval(-5 * Self.day))
    let dropped = makeQuake("dropped", magnitude: 0, time: Self.june14.addingTimeInterval(-1 * Self.day))
    let state = try QuakesReducer.reduce(
      state: QuakesState(),
      action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: [kept, dropped])))))
    )
    #expect(QuakesState.selectDefaultDay(today: Self.june14)(state) == Self.june14.addingTimeInterval(-5 * Self.day))
  }
}
