import Foundation
import Plot
import Testing

@testable import QuakesUI

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

  @Test func rowsShowTheTimeOfDayInTheTabsTimeZone() {
    // `now` - 1 h is 2018-06-14 08:19:39 UTC, 17:19 in Tokyo. The instant is UTC either way:
    // `quakes.js` shows it in the browser's zone.
    #expect(render([quake("a", 2)]).contains(#"1 hour ago · <time datetime="2018-06-14T08:19:39Z">08:19</time>"#))
    let tokyo = QuakesLocalState(timeZone: TimeZone(identifier: "Asia/Tokyo"))
    let html = render([quake("a", 2)], local: tokyo)
    #expect(html.contains(#"1 hour ago · <time datetime="2018-06-14T08:19:39Z">17:19</time>"#))
    #expect(html.contains(#"<span class="quakes-zone" data-zone="Asia/Tokyo">Times in Asia/Tokyo</span>"#))
    #expect(html.contains(#"name="tz" value="Asia/Tokyo""#))
  }

  @Test func aTimeHTMLCannotWriteIsPlainText() {
    let far = QuakeItem(id: "f", magnitude: 2, time: Date(timeIntervalSince1970: 1e15), name: "Far", longitude: 0, latitude: 0)
    let html = render([far])
    #expect(html.contains("<time") == false)
    #expect(html.contains(#"<span class="quake-time">"#))
  }

  @Test func withoutATimeZoneThePageSaysUTCAndTheDateHasAButton() {
    let html = render([quake("a", 2)])
    #expect(html.contains(#"<span class="quakes-zone" data-zone="UTC">Times in UTC</span>"#))
    #expect(html.contains(#"<button type="submit" class="quakes-date-submit">Show</button>"#))
    #expect(html.contains("All Dates") == false)
  }
}
