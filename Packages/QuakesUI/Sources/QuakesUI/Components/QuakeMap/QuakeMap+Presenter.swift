import Foundation
import PageMarkup
import Plot

extension QuakeMap {
  /// One SVG with the world outlines behind one circle per filtered quake.
  ///
  /// A circle is the only element per quake (thousands of quakes stay one light SVG). Each is
  /// focusable, named "magnitude, place", in the list's order (the selected one last, drawn on
  /// top); `quakes.js` selects on click, Enter or Space and moves the view to the selection
  /// (`data-focus`); "Show all" returns to the world.
  struct Presenter: ComponentPresenter {
    /// The filtered quakes, in the list's order.
    let quakes: [QuakeItem]
    let local: QuakesLocalState
    let links: QuakesLinks
    /// Where the world outlines SVG is served.
    let worldMapPath: String
  }
}

extension QuakeMap.Presenter {
  /// Diameter = (magnitude + 3) × 6 points; the radius never goes below one point.
  static func radius(magnitude: Double) -> Double {
    Swift.max(1, (magnitude + 3) * 3)
  }

  /// The circle markup: written directly because it is the hot path with thousands of quakes.
  static func circle(_ quake: QuakeItem, isSelected: Bool) -> String {
    let (x, y) = WorldMap.project(longitude: quake.longitude, latitude: quake.latitude)
    let color = MagnitudeColor(magnitude: quake.magnitude).cssClass
    let classes = isSelected ? "\(color) selected" : color
    let name = QuakeFormatting.magnitude(quake.magnitude) + ", " + quake.name
    return
      "<circle cx=\"\(Self.number(x))\" cy=\"\(Self.number(y))\" r=\"\(Self.number(Self.radius(magnitude: quake.magnitude)))\" class=\"\(classes)\" data-q=\"\(Markup.escapedAttribute(quake.id))\" tabindex=\"0\" role=\"button\" aria-label=\"\(Markup.escapedAttribute(name))\"/>"
  }

  /// The view box around a selected quake: a quarter of the world's width, centred on it.
  static func focusBox(_ quake: QuakeItem) -> String {
    let (x, y) = WorldMap.project(longitude: quake.longitude, latitude: quake.latitude)
    let width = WorldMap.width / 4
    let height = WorldMap.height / 4
    return "\(Self.number(x - width / 2)) \(Self.number(y - height / 2)) \(Self.number(width)) \(Self.number(height))"
  }

  /// One decimal digit: a tenth of a point is below what a screen shows.
  private static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded().clampedInt
    let sign = tenths < 0 ? "-" : ""
    let absolute = abs(tenths)
    return absolute % 10 == 0 ? "\(sign)\(absolute / 10)" : "\(sign)\(absolute / 10).\(absolute % 10)"
  }

  func body() -> HTMLNode {
    var circles = ""
    circles.reserveCapacity(self.quakes.count * 160)
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
    let selectionBase = self.links.page(self.local.selecting(nil))
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
        selected.map { Markup.attribute("data-focus", Self.focusBox($0)) } ?? .empty,
        .raw(
          "<image href=\"\(Markup.escapedAttribute(self.worldMapPath))\" x=\"0\" y=\"0\" width=\"\(Int(WorldMap.width))\" height=\"\(Int(WorldMap.height))\"/>"
        ),
        .raw(circles)
      ),
      // Without script the map always shows the world; the button is for the zoomed view.
      Markup.element(
        "button",
        Markup.attribute("type", "button"),
        Markup.attribute("class", "quakes-show-all"),
        Markup.flag("hidden", true),
        Markup.text("Show all")
      )
    )
  }
}
