import Foundation
import PageMarkup
import Testing

@testable import QuakesUI

@Suite struct CalendarDayTests {
  @Test(arguments: ["2018-06-14", "0999-01-01"])
  func parsesAndPrintsIsoDays(text: String) throws {
    let day = try #require(CalendarDay(string: text))
    #expect(day.description == text)
  }

  @Test(arguments: ["", "2018-6-14", "2018-13-01", "2018-06-32", "today", "2018-06-14T00:00"])
  func rejectsAnythingElse(text: String) {
    #expect(CalendarDay(string: text) == nil)
  }

  @Test func dayOfADateFollowsTheCalendarTimeZone() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    // 2018-06-14 03:00 UTC is still June 13 in Los Angeles.
    let date = Date(timeIntervalSince1970: 1_528_945_200)
    #expect(CalendarDay(date: date, calendar: calendar).description == "2018-06-13")
    let noon = try #require(CalendarDay(string: "2018-06-13")?.date(in: calendar))
    #expect(CalendarDay(date: noon, calendar: calendar).description == "2018-06-13")
  }
}

@Suite struct QuakesLocalStateTests {
  @Test func defaultsComeFromAnEmptyQuery() {
    let state = QuakesLocalState(query: [:])
    #expect(state == QuakesLocalState())
    #expect(state.queryString == "")
  }

  @Test func queryRoundTripsEveryField() throws {
    let state = QuakesLocalState(
      selectedQuakeId: "hv70264586",
      searchText: "Volcano & co+",
      searchDay: CalendarDay(string: "2018-06-14"),
      sortOrder: .reverse,
      sortParameter: .magnitude
    )
    let components = try #require(URLComponents(string: "/quakes" + state.queryString))
    let query = Dictionary(
      uniqueKeysWithValues: (components.queryItems ?? []).map { ($0.name, $0.value ?? "") }
    )
    #expect(QuakesLocalState(query: query) == state)
  }

  @Test func theTimeZoneComesFromTheURLAndAnUnknownOneIsUTC() throws {
    let tokyo = QuakesLocalState(query: ["tz": "Asia/Tokyo"])
    #expect(tokyo.timeZone == TimeZone(identifier: "Asia/Tokyo"))
    #expect(tokyo.timeZoneName == "Asia/Tokyo")
    #expect(tokyo.queryString == "?tz=Asia%2FTokyo")
    #expect(tokyo.calendar.timeZone.identifier == "Asia/Tokyo")
    for bad in ["Mars/Olympus", "", String(repeating: "A", count: 100)] {
      let state = QuakesLocalState(query: ["tz": bad])
      #expect(state.timeZone == nil)
      #expect(state.timeZoneName == "UTC")
      #expect(state.calendar.timeZone.secondsFromGMT() == 0)
    }
  }

  @Test func malformedValuesFallBackToDefaults() {
    let state = QuakesLocalState(query: ["order": "sideways", "sort": "depth", "date": "soon", "selected": ""])
    #expect(state == QuakesLocalState())
  }
}

@Suite struct QuakesFeedTests {
  @Test(arguments: ["usgs", "USGS", ""])
  func usgsIsTheRealFeed(argument: String) throws {
    let feed = try QuakesFeed(argument: argument)
    #expect(feed == .usgs)
    #expect(feed.baseURL(sampleBaseURL: URL(string: "http://127.0.0.1:1/")!) == QuakesFeed.usgsBaseURL)
  }

  @Test func sampleUsesTheAppsOwnURL() throws {
    let own = try #require(URL(string: "http://127.0.0.1:8080/quakes/feed/"))
    #expect(try QuakesFeed(argument: "sample").baseURL(sampleBaseURL: own) == own)
  }

  @Test func aBaseURLGetsItsFinalSlash() throws {
    let feed = try QuakesFeed(argument: "http://127.0.0.1:9/feed")
    #expect(feed == .baseURL(URL(string: "http://127.0.0.1:9/feed/")!))
  }

  @Test(arguments: ["ftp://example.org/", "not a url", "http://"])
  func anythingElseIsAClearError(argument: String) {
    #expect(throws: QuakesFeed.ParseError.self) { try QuakesFeed(argument: argument) }
  }
}

@Suite struct QuakesModuleConfigurationTests {
  @Test(arguments: [
    ("127.0.0.1", 8080, "http://127.0.0.1:8080/"), ("0.0.0.0", 9000, "http://127.0.0.1:9000/"),
    ("::", 81, "http://127.0.0.1:81/"), ("::1", 82, "http://[::1]:82/"),
  ])
  func appsPassTheFeedAndTheirOwnAddress(host: String, port: Int, baseURL: String) {
    let configuration = QuakesModule.configuration(feed: "sample", host: host, port: port)
    #expect(configuration[QuakesModule.feedOption] == "sample")
    #expect(configuration[QuakesModule.baseURLOption] == baseURL)
  }
}
