import Foundation
import HashTreeCollections
import Testing

@testable import QuakesData

@Suite struct QuakesStateTests {
  // 2018-06-14 00:00:00 UTC
  static let midnight = Date(timeIntervalSince1970: 1_528_934_400)

  static let quakes = [
    makeQuake("a", magnitude: 3.1, time: midnight.addingTimeInterval(3_600), name: "10km S of San José, Costa Rica"),
    makeQuake("b", magnitude: 1.2, time: midnight.addingTimeInterval(7_200), name: "Volcano, Hawaii"),
    makeQuake("c", magnitude: 4.4, time: midnight.addingTimeInterval(60), name: "san jose, CA"),
    makeQuake("d", magnitude: 2.0, time: midnight.addingTimeInterval(-60), name: "Volcano, Hawaii"),
    makeQuake("e", magnitude: 5.0, time: midnight.addingTimeInterval(86_460), name: "Volcano, Hawaii"),
  ]

  @Test(arguments: [
    (SortOrder.forward, ["c", "a", "b"]),
    (SortOrder.reverse, ["b", "a", "c"]),
  ])
  func sortsTheDaysQuakesByTime(order: SortOrder, expected: [String]) {
    let state = makeState(Self.quakes)
    let values = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.midnight, sort: \Quake.time, order: order)(state)
    #expect(values.map(\.quakeId) == expected)
  }

  @Test(arguments: [
    (SortOrder.forward, ["b", "a", "c"]),
    (SortOrder.reverse, ["c", "a", "b"]),
  ])
  func sortsTheDaysQuakesByMagnitude(order: SortOrder, expected: [String]) {
    let state = makeState(Self.quakes)
    let values = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.midnight, sort: \Quake.magnitude, order: order)(state)
    #expect(values.map(\.quakeId) == expected)
  }

  @Test func sortsByAnyOtherKeyPathThroughTheGenericComparator() {
    let state = makeState(Self.quakes)
    let values = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.midnight, sort: \Quake.name)(state)
    #expect(values.map(\.quakeId) == ["a", "b", "c"])
  }

  @Test func breaksTiesByIdSoTheOrderIsTotal() {
    let state = makeState([makeQuake("z", magnitude: 2), makeQuake("y", magnitude: 2), makeQuake("x", magnitude: 2)])
    let values = QuakesState.selectQuakesValues(searchText: "", searchDate: Self.midnight, sort: \Quake.magnitude)(state)
    #expect(values.map(\.quakeId) == ["x", "y", "z"])
  }

  @Test(arguments: [
    ("San José", QuakeSearchMatching.exact, ["a"]),
    ("san jose", QuakeSearchMatching.exact, ["c"]),
    ("san jose", QuakeSearchMatching.caseAndDiacriticInsensitive, ["a", "c"]),
    ("SAN JOSÉ", QuakeSearchMatching.caseAndDiacriticInsensitive, ["a", "c"]),
    ("Volcano", QuakeSearchMatching.exact, ["b"]),
    ("Tokyo", QuakeSearchMatching.caseAndDiacriticInsensitive, []),
  ])
  func searchesNamesWithTheChosenMatching(text: String, matching: QuakeSearchMatching, expected: [String]) {
    let state = makeState(Self.quakes)
    let values = QuakesState.selectQuakesValues(
      searchText: text, searchDate: Self.midnight, sort: \Quake.quakeId, matching: matching
    )(state)
    #expect(values.map(\.quakeId) == expected)
    #expect(Set(QuakesState.selectQuakes(searchText: text, searchDate: Self.midnight, matching: matching)(state).keys) == Set(expected))
  }

  @Test func keepsOnlyTheCalendarDayAcrossTheMidnightBoundary() {
    let state = makeState(Self.quakes)
    let previous = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight.addingTimeInterval(-1))(state)
    let current = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight)(state)
    let next = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight.addingTimeInterval(86_400))(state)
    #expect(Set(previous.keys) == ["d"])
    #expect(Set(current.keys) == ["a", "b", "c"])
    #expect(Set(next.keys) == ["e"])
  }

  @Test func listsAQuakeExactlyAtMidnightOnBothDaysItBoundsAsTheBooksClosedRange() {
    let atMidnight = makeQuake("m", magnitude: 2.5, time: Self.midnight.addingTimeInterval(86_400), name: "Volcano, Hawaii")
    let state = makeState(Self.quakes + [atMidnight])
    let current = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight)(state)
    let next = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight.addingTimeInterval(86_400))(state)
    #expect(Set(current.keys) == ["a", "b", "c", "m"])
    #expect(Set(next.keys) == ["e", "m"])
  }

  @Test func usesTheGivenTimeZoneForTheCalendarDay() throws {
    // In Honolulu (UTC-10) 2018-06-13 runs from 10:00 UTC on the 13th to 10:00 UTC on the 14th.
    let honolulu = try #require(TimeZone(identifier: "Pacific/Honolulu"))
    let state = makeState(Self.quakes)
    let day = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight, timeZone: honolulu)(state)
    #expect(Set(day.keys) == ["a", "b", "c", "d"])
    let utcDay = QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight)(state)
    #expect(Set(utcDay.keys) == ["a", "b", "c"])
  }

  @Test func selectsQuakesWithTheirValues() {
    let state = makeState(Self.quakes)
    let selected = QuakesState.selectQuakes(searchText: "Volcano", searchDate: Self.midnight)(state)
    #expect(selected == ["b": Self.quakes[1]])
  }

  @Test func countsEveryQuake() {
    #expect(QuakesState.selectQuakesCount()(makeState(Self.quakes)) == Self.quakes.count)
    #expect(QuakesState.selectQuakesCount()(QuakesState()) == 0)
  }

  @Test(arguments: [nil, Status.empty, .waiting, .success, .failure(error: "boom")])
  func selectsTheStatus(status: Status?) {
    #expect(QuakesState.selectQuakesStatus()(makeState([], status: status)) == status)
  }

  @Test func selectsOneQuakeById() {
    let state = makeState(Self.quakes)
    #expect(QuakesState.selectQuake(quakeId: "b")(state) == Self.quakes[1])
    #expect(QuakesState.selectQuake(quakeId: "missing")(state) == nil)
    #expect(QuakesState.selectQuake(quakeId: nil)(state) == nil)
  }
}
