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
    #expect(some.body().render().contains(#"<h1 class="quakes-title">Near Tonga</h1>"#))
  }
}
