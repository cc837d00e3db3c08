import DomainRegistry
import PageMarkup
import Plot

/// The world map: one circle per quake of the list, the selected one marked and drawn on top.
@MainActor enum QuakeMap {
  static func region(_ page: QuakesPage) -> LiveRegion {
    let container = Container(page: page)
    return LiveRegion(id: "quakes-map") { container.presenter() }
  }
}
