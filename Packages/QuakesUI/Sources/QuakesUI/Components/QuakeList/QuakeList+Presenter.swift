import Foundation
import PageMarkup
import Plot

extension QuakeList {
  /// The rows, the empty states and the footer, from plain values.
  ///
  /// Every filtered quake gets its row, as in the book (the busiest day of the bundled week,
  /// 735 quakes, is about 0.3 MB of HTML; docs/decisions.md has the figures).
  struct Presenter: Sendable {
    /// The filtered quakes, already sorted.
    let quakes: [QuakeItem]
    let totalCount: Int
    let local: QuakesLocalState
    /// The day the date picker shows (the picked day, or the default one).
    let shownDay: CalendarDay?
    let links: QuakesLinks
    let now: Date

    var isDatePickerDisabled: Bool { self.totalCount == 0 }
  }
}

extension QuakeList.Presenter {
  /// The whole pane; the page places the parts separately as live regions.
  func body() -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "quakes-list-pane"),
      self.list(),
      self.footer()
    )
  }

  /// The rows, or the empty state.
  func list() -> HTMLNode {
    if self.totalCount == 0 {
      return Self.emptyState("Refresh to load earthquakes")
    }
    if self.quakes.isEmpty {
      return Self.emptyState(
        self.local.searchText.isEmpty
          ? "No Results"
          : "No Results for “\(self.local.searchText)”"
      )
    }
    let timeZone = self.local.calendar.timeZone
    return Markup.element(
      "ul",
      [Markup.attribute("class", "quakes-list"), Markup.attribute("aria-label", "Earthquakes")]
        + self.quakes.map { self.row($0, timeZone: timeZone) }
    )
  }

  private static func emptyState(_ text: String) -> HTMLNode {
    Markup.element("p", Markup.attribute("class", "quakes-empty"), Markup.text(text))
  }

  private func row(_ quake: QuakeItem, timeZone: TimeZone) -> HTMLNode {
    let isSelected = quake.id == self.local.selectedQuakeId
    let color = MagnitudeColor(magnitude: quake.magnitude)
    return Markup.element(
      "li",
      Markup.element(
        "a",
        Markup.attribute("class", isSelected ? "quake-row selected" : "quake-row"),
        Markup.attribute("href", self.links.page(self.local.selecting(quake.id))),
        Markup.attribute("data-q", quake.id),
        isSelected ? Markup.attribute("aria-current", "true") : .empty,
        Markup.element(
          "span", Markup.attribute("class", "quake-magnitude \(color.cssClass)"),
          Markup.text(QuakeFormatting.magnitude(quake.magnitude))
        ),
        Markup.element("span", Markup.attribute("class", "quake-name"), Markup.text(quake.name)),
        Markup.element(
          "span", Markup.attribute("class", "quake-time"),
          Markup.text(
            QuakeFormatting.relativeTime(of: quake.time, relativeTo: self.now) + " · "
              + QuakeFormatting.timeOfDay(quake.time, timeZone: timeZone)
          )
        )
      )
    )
  }

  /// "N earthquakes", "T total", the time zone and the date filter.
  func footer() -> HTMLNode {
    Markup.element(
      "footer",
      Markup.attribute("class", "quakes-footer"),
      Markup.element(
        "span", Markup.attribute("class", "quakes-count"),
        Markup.text(QuakeFormatting.earthquakesCount(self.quakes.count))
      ),
      Markup.element(
        "span", Markup.attribute("class", "quakes-total"),
        Markup.text(QuakeFormatting.total(self.totalCount))
      ),
      self.datePicker(),
      Markup.element(
        "span", Markup.attribute("class", "quakes-zone"),
        Markup.text("Times in \(self.local.timeZoneName)")
      )
    )
  }

  /// The date filter: a GET form that keeps the rest of the local state. `quakes.js` submits
  /// it when a date is picked (the host's CSP forbids inline handlers); without script its
  /// button does. Disabled while there is nothing to filter.
  private func datePicker() -> HTMLNode {
    var attributes: [(String, String?)] = [
      ("type", "date"), ("id", "quakes-date"), ("name", QuakesLocalState.QueryKey.date),
      ("value", self.shownDay?.description ?? ""),
    ]
    if self.isDatePickerDisabled { attributes.append(("disabled", nil)) }
    return Markup.element(
      "form",
      [
        Markup.attribute("method", "get"),
        Markup.attribute("action", self.links.pagePath),
        Markup.attribute("class", "quakes-date"),
      ] + Markup.hiddenFields(self.local, excluding: [QuakesLocalState.QueryKey.date]) + [
        Markup.element("label", Markup.attribute("for", "quakes-date"), Markup.text("Date")),
        Markup.voidElement("input", attributes),
        Markup.submitButton("Show", style: ButtonStyle(className: "quakes-date-submit", isDisabled: self.isDatePickerDisabled)),
      ]
    )
  }
}
