import Foundation
import PageMarkup
import Plot

/// The map pane: one SVG with the world outlines behind one circle per filtered quake.
///
/// A circle is the only element per quake (thousands of quakes stay one light SVG); a click
/// on it selects through one delegated handler that changes the URL's selection.
package struct QuakeMapPresenter: Sendable {
  /// The filtered quakes, in any order.
  package let quakes: [QuakeItem]
  package let local: QuakesLocalState
  package let links: QuakesLinks
  /// Where the world outlines SVG is served.
  package let worldMapPath: String

  package init(quakes: [QuakeItem], local: QuakesLocalState, links: QuakesLinks, worldMapPath: String) {
    self.quakes = quakes
    self.local = local
    self.links = links
    self.worldMapPath = worldMapPath
  }
}

extension QuakeMapPresenter {
  /// Diameter = (magnitude + 3) × 6 points; the radius never goes below one point.
  package static func radius(magnitude: Double) -> Double {
    Swift.max(1, (magnitude + 3) * 3)
  }

  /// The circle markup: written directly because it is the hot path with thousands of quakes.
  package static func circle(_ quake: QuakeItem, isSelected: Bool) -> String {
    let (x, y) = WorldMap.project(longitude: quake.longitude, latitude: quake.latitude)
    let color = MagnitudeColor(magnitude: quake.magnitude).cssClass
    let classes = isSelected ? "\(color) selected" : color
    return "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(Self.radius(magnitude: quake.magnitude)))\" class=\"\(classes)\" data-q=\"\(Markup.escapedAttribute(quake.id))\" aria-label=\"\(Markup.escapedAttribute(quake.name))\"/>"
  }

  /// One decimal digit: a tenth of a point is below what a screen shows.
  private static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded().clampedInt
    let sign = tenths < 0 ? "-" : ""
    let absolute = abs(tenths)
    return absolute % 10 == 0 ? "\(sign)\(absolute / 10)" : "\(sign)\(absolute / 10).\(absolute % 10)"
  }

  package func body() -> HTMLNode {
    var circles = ""
    circles.reserveCapacity(self.quakes.count * 120)
    var selected: QuakeItem? = nil
    for quake in self.quakes {
      if quake.id == self.local.selectedQuakeId {
        selected = quake
        continue
      }
      circles += Self.circle(quake, isSelected: false)
    }
    // The selected circle is drawn last, so it sits on top of its neighbours.
    if let selected {
      circles += Self.circle(selected, isSelected: true)
    }
    var unselected = self.local
    unselected.selectedQuakeId = nil
    let selectionBase = self.links.page(unselected)
    let separator = selectionBase.contains("?") ? "&" : "?"
    return Markup.element(
      "div",
      Markup.attribute("class", "quakes-map-pane"),
      Markup.element(
        "svg",
        Markup.attribute("class", "quakes-map"),
        Markup.attribute("viewBox", "0 0 \(Int(WorldMap.width)) \(Int(WorldMap.height))"),
        Markup.attribute("role", "group"),
        Markup.attribute("aria-label", "Map of \(QuakeFormatting.earthquakesCount(self.quakes.count))"),
        Markup.attribute("data-select", selectionBase + separator + QuakesLocalState.QueryKey.selected + "="),
        .raw(
          "<image href=\"\(Markup.escapedAttribute(self.worldMapPath))\" x=\"0\" y=\"0\" width=\"\(Int(WorldMap.width))\" height=\"\(Int(WorldMap.height))\"/>"
        ),
        .raw(circles)
      )
    )
  }
}
