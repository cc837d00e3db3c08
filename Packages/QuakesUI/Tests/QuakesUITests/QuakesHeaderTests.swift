import Foundation
import Plot
import Testing

@testable import QuakesUI

@Suite struct QuakesHeaderPresenterTests {
  @Test func titleIsTheSelectedNameElseEarthquakes() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let none = QuakesHeader.Presenter(selectedQuake: nil, timeZone: utc)
    #expect(none.title == "Earthquakes")
    #expect(none.subtitle == nil)
    let some = QuakesHeader.Presenter(selectedQuake: quake("a", 3, name: "Near Tonga"), timeZone: utc)
    #expect(some.title == "Near Tonga")
    #expect(some.subtitle?.contains("2018") == true)
    #expect(some.body().render().contains(#"<h2 class="quakes-title">Near Tonga</h2>"#))
  }

  /// The subtitle is the instant in UTC (which `quakes.js` shows in the browser's zone) with its
  /// text in the tab's zone; the page's own text without script.
  @Test func theSubtitleIsATimeElementInTheTabsZone() throws {
    let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
    let html = QuakesHeader.Presenter(selectedQuake: quake("a", 3), timeZone: tokyo).body().render()
    // `now` - 1 h: 2018-06-14 08:19:39 UTC.
    #expect(
      html.contains(
        #"<p class="quakes-subtitle"><time datetime="2018-06-14T08:19:39Z" data-style="full">Thursday, June 14, 2018 at 5:19:39\#u{202F}PM GMT+9</time></p>"#
      )
    )
  }
}
