import Foundation
import Plot
import Testing

@testable import QuakesUI

private let links = QuakesLinks(pagePath: "/quakes") { form in "/quakes/actions/\(form.rawValue)" }
private let now = Date(timeIntervalSince1970: 1_528_967_979)

private func quake(_ id: String, _ magnitude: Double, name: String = "Somewhere", hoursAgo: Double = 1) -> QuakeItem {
  QuakeItem(
    id: id, magnitude: magnitude, time: now.addingTimeInterval(-hoursAgo * 3600), name: name,
    longitude: -155.3, latitude: 19.4
  )
}

private func occurrences(of needle: String, in text: String) -> Int {
  text.components(separatedBy: needle).count - 1
}

@Suite struct QuakeListPresenterTests {
  private func render(
    _ quakes: [QuakeItem], total: Int? = nil, local: QuakesLocalState = QuakesLocalState()
  ) -> String {
    QuakeList.Presenter(
      quakes: quakes, totalCount: total ?? quakes.count, local: local,
      shownDay: CalendarDay(string: "2018-06-14"), links: links, now: now
    ).body().render()
  }

  @Test func emptyStoreAsksForARefreshAndDisablesTheDatePicker() {
    let html = render([])
    #expect(html.contains("Refresh to load earthquakes"))
    #expect(html.contains("0 earthquakes"))
    #expect(html.contains("0 total"))
    #expect(html.contains(#"type="date" id="quakes-date" name="date" value="2018-06-14" disabled"#))
    // Submitting on change is quakes.js's job: the host's CSP forbids inline handlers.
    #expect(!html.contains("onchange"))
  }

  @Test func filterWithoutResultsSaysSo() {
    let html = render([], total: 3, local: QuakesLocalState(searchText: "Nowhere"))
    #expect(html.contains("No Results for “Nowhere”"))
    #expect(html.contains("3 total"))
    #expect(html.contains(" disabled") == false)
  }

  @Test func rowsShowMagnitudeColourNameAndRelativeTime() {
    let html = render([quake("a", 4.55, name: "5km SW of Volcano, Hawaii", hoursAgo: 3), quake("b", 1.2)], total: 9)
    #expect(html.contains(#"<span class="quake-magnitude mag-red">4.6</span>"#))
    #expect(html.contains(#"<span class="quake-name">5km SW of Volcano, Hawaii</span>"#))
    #expect(html.contains("3 hours ago"))
    #expect(html.contains("2 earthquakes"))
    #expect(html.contains("9 total"))
    #expect(occurrences(of: "<li>", in: html) == 2)
  }

  @Test func theSelectedRowIsMarkedAndRowsLinkToTheirSelection() {
    let local = QuakesLocalState(selectedQuakeId: "b", sortOrder: .reverse)
    let html = render([quake("a", 2), quake("b", 3)], local: local)
    #expect(html.contains(#"class="quake-row selected" href="/quakes?selected=b&amp;order=reverse" data-q="b" aria-current="true""#))
    #expect(html.contains(#"class="quake-row" href="/quakes?selected=a&amp;order=reverse" data-q="a""#))
  }

  @Test func textIsEscaped() {
    let html = render([quake("x\"y", 2, name: "<b>Tonga & Fiji</b>")])
    #expect(html.contains("&lt;b&gt;Tonga &amp; Fiji&lt;/b&gt;"))
    #expect(html.contains(#"data-q="x&quot;y""#))
  }

  @Test func everyFilteredQuakeGetsItsRow() {
    let quakes = (0..<600).map { quake("q\($0)", 2) }
    let html = render(quakes)
    #expect(occurrences(of: "<li>", in: html) == 600)
    #expect(html.contains("600 earthquakes"))
    #expect(html.contains("Showing the first") == false)
  }

  @Test func rowsShowTheTimeOfDayInTheTabsTimeZone() throws {
    // `now` - 1 h is 2018-06-14 08:19:39 UTC, 17:19 in Tokyo.
    #expect(render([quake("a", 2)]).contains("1 hour ago · 08:19"))
    let tokyo = QuakesLocalState(timeZone: try #require(TimeZone(identifier: "Asia/Tokyo")))
    let html = render([quake("a", 2)], local: tokyo)
    #expect(html.contains("1 hour ago · 17:19"))
    #expect(html.contains("Times in Asia/Tokyo"))
    #expect(html.contains(#"name="tz" value="Asia/Tokyo""#))
  }

  @Test func withoutATimeZoneThePageSaysUTCAndTheDateHasAButton() {
    let html = render([quake("a", 2)])
    #expect(html.contains("Times in UTC"))
    #expect(html.contains(#"<button type="submit" class="quakes-date-submit">Show</button>"#))
    #expect(html.contains("All Dates") == false)
  }
}

@Suite struct QuakesToolbarPresenterTests {
  private func presenter(total: Int, filtered: Int, selected: String? = nil, activity: QuakesActivity = .idle) -> QuakesToolbar.Presenter {
    QuakesToolbar.Presenter(
      totalCount: total, filteredCount: filtered, activity: activity,
      local: QuakesLocalState(selectedQuakeId: selected), links: links
    )
  }

  @Test(arguments: [
    (0, 0, nil as String?, true, true, true),
    (5, 0, nil, false, true, true),
    (5, 2, nil, false, true, false),
    (5, 2, "a", false, false, false),
  ])
  func menusFollowTheDisabledRules(total: Int, filtered: Int, selected: String?, deleteMenu: Bool, deleteSelected: Bool, sortMenu: Bool) {
    let toolbar = presenter(total: total, filtered: filtered, selected: selected)
    #expect(toolbar.isDeleteMenuDisabled == deleteMenu)
    #expect(toolbar.isDeleteSelectedDisabled == deleteSelected)
    #expect(toolbar.isSortMenuDisabled == sortMenu)
    let html = toolbar.body().render()
    #expect(html.contains(#"aria-haspopup="menu" disabled>Sort</button>"#) == sortMenu)
    #expect(html.contains(#"aria-haspopup="menu" disabled>Delete</button>"#) == deleteMenu)
  }

  @Test func refreshMenuPostsEveryRange() {
    let html = presenter(total: 0, filtered: 0).body().render()
    for title in ["All Hour", "All Day", "All Week", "All Month"] {
      #expect(html.contains(">\(title)</button>"))
    }
    #expect(occurrences(of: #"action="/quakes/actions/refresh""#, in: html) == 4)
    #expect(html.contains(#"name="range" value="allWeek""#))
  }

  @Test func deleteSelectedPostsTheSelection() {
    let html = presenter(total: 3, filtered: 3, selected: "hv1").body().render()
    #expect(html.contains(#"name="quakeId" value="hv1""#))
    #expect(html.contains(">Delete All</button>"))
    // Both return to the page without the selection: the selected quake is gone afterwards.
    #expect(occurrences(of: #"name="return" value="/quakes""#, in: html) == 2)
    #expect(html.contains(#"<details class="quakes-menu" id="quakes-menu-delete">"#))
  }

  @Test func statusShowsRefreshingAndErrors() {
    let refreshing = presenter(total: 1, filtered: 1, activity: .refreshing).body().render()
    #expect(refreshing.contains("Refreshing…"))
    // Refresh stays enabled while a refresh runs, as in the book.
    #expect(refreshing.contains("disabled>All Week</button>") == false)
    let failed = presenter(total: 1, filtered: 1, activity: .failed(message: "Bad status code 500")).body().render()
    // The kit's status line: an assertive live region carrying the message.
    #expect(failed.contains(#"role="alert" aria-live="assertive" data-tone="failure">Bad status code 500</p>"#))
  }
}

@Suite struct QuakeMapPresenterTests {
  @Test(arguments: [(0.5, 10.5), (4.0, 21.0), (-2.5, 1.5), (-5.0, 1.0)])
  func diameterIsMagnitudePlusThreeTimesSix(magnitude: Double, radius: Double) {
    #expect(QuakeMap.Presenter.radius(magnitude: magnitude) == radius)
  }

  @Test func oneCircleEachAndTheSelectedOneLastAndMarked() {
    let quakes = [quake("a", 2), quake("b", 5.5), quake("c", 0.5)]
    let html = QuakeMap.Presenter(
      quakes: quakes, local: QuakesLocalState(selectedQuakeId: "b", searchText: "x"), links: links,
      worldMapPath: "/quakes/world.svg"
    ).body().render()
    #expect(occurrences(of: "<circle ", in: html) == 3)
    #expect(occurrences(of: "selected", in: html) == 2)  // the class and the data-select prefix
    let last = html.components(separatedBy: "<circle ").last ?? ""
    #expect(last.contains(#"class="mag-purple selected" data-q="b""#))
    #expect(html.contains(#"data-select="/quakes?search=x&amp;selected=""#))
    #expect(html.contains(#"<image href="/quakes/world.svg""#))
    // The selected quake's box, where quakes.js moves the view.
    #expect(html.contains(#"data-focus="-56.4 133.6 250 125""#))
  }

  @Test func circlesFollowTheListsOrderAndAreNamedByMagnitudeAndPlace() {
    let quakes = [quake("c", 0.5, name: "Third"), quake("a", 2, name: "First"), quake("b", 5.5, name: "Second")]
    let html = QuakeMap.Presenter(quakes: quakes, local: QuakesLocalState(), links: links, worldMapPath: "/w.svg").body().render()
    let ids = html.components(separatedBy: #"data-q=""#).dropFirst().map { $0.prefix(1) }
    #expect(ids == ["c", "a", "b"])
    #expect(html.contains(#"tabindex="0" role="button" aria-label="5.5, Second""#))
    #expect(html.contains("data-focus") == false)
  }

  @Test func circleSitsOnTheProjectedPosition() {
    let circle = QuakeMap.Presenter.circle(
      QuakeItem(id: "q", magnitude: 1, time: now, name: "N", longitude: 0, latitude: 0), isSelected: false
    )
    #expect(circle == #"<circle cx="500" cy="250" r="12" class="mag-yellow" data-q="q" tabindex="0" role="button" aria-label="1.0, N"/>"#)
  }
}

@Suite struct QuakesHeaderPresenterTests {
  @Test func titleIsTheSelectedNameElseEarthquakes() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let none = QuakesHeader.Presenter(selectedQuake: nil, timeZone: utc)
    #expect(none.title == "Earthquakes")
    #expect(none.subtitle == nil)
    let some = QuakesHeader.Presenter(selectedQuake: quake("a", 3, name: "Near Tonga"), timeZone: utc)
    #expect(some.title == "Near Tonga")
    #expect(some.subtitle?.contains("2018") == true)
    #expect(some.body().render().contains(#"<h1 class="quakes-title">Near Tonga</h1>"#))
  }
}
