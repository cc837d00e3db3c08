import Foundation
import PageMarkup
import Plot

/// The title and subtitle above the map: the selected quake's name and full date and time,
/// else "Earthquakes".
package struct QuakesHeaderPresenter: Sendable {
  package let selectedQuake: QuakeItem?
  package let timeZone: TimeZone

  package init(selectedQuake: QuakeItem?, timeZone: TimeZone) {
    self.selectedQuake = selectedQuake
    self.timeZone = timeZone
  }

  package var title: String {
    self.selectedQuake?.name ?? "Earthquakes"
  }

  package var subtitle: String? {
    self.selectedQuake.map { QuakeFormatting.fullDateTime($0.time, timeZone: self.timeZone) }
  }

  package func body() -> HTMLNode {
    Markup.element(
      "header",
      Markup.attribute("class", "quakes-header"),
      Markup.element("h1", Markup.attribute("class", "quakes-title"), Markup.text(self.title)),
      self.subtitle.map { subtitle in
        Markup.element("p", Markup.attribute("class", "quakes-subtitle"), Markup.text(subtitle))
      } ?? .empty
    )
  }
}
