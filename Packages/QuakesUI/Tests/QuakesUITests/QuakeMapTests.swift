import Foundation
import Plot
import Testing

@testable import QuakesUI

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
