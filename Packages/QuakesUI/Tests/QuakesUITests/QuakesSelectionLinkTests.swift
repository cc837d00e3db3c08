import Foundation
import PageMarkup
import Testing

@testable import QuakesUI

@Suite struct QuakesSelectionLinkTests {
  @Test(arguments: [
    QuakesLocalState(),
    QuakesLocalState(selectedQuakeId: "old"),
    QuakesLocalState(searchText: "a&b=c d\"é", searchDay: CalendarDay(string: "2018-06-10"), sortOrder: .reverse),
    QuakesLocalState(sortParameter: .magnitude, timeZone: TimeZone(identifier: "Asia/Tokyo")),
  ])
  func aRowsLinkIsThePageSelectingItsQuake(local: QuakesLocalState) {
    let link = QuakesSelectionLink(links: links, local: local)
    for id in ["us1000ex3g", "ak-018~x.Y_", "x\"y&z", "é <b>", ""] {
      #expect(link.escapedHref(id) == Markup.escapedAttribute(links.page(local.selecting(id))))
    }
  }
}
