import Foundation
import PageMarkup
import Plot

/// The list pane: search box and date picker, the rows, the empty states and the footer.
package struct QuakeListPresenter: Sendable {
  /// The filtered quakes, already sorted.
  package let quakes: [QuakeItem]
  package let totalCount: Int
  package let local: QuakesLocalState
  /// The day the date picker shows (the picked day, or the default one).
  package let shownDay: CalendarDay?
  package let links: QuakesLinks
  package let now: Date
  /// At most this many rows are written; the footer says when the list is cut.
  package let rowLimit: Int

  package init(
    quakes: [QuakeItem],
    totalCount: Int,
    local: QuakesLocalState,
    shownDay: CalendarDay?,
    links: QuakesLinks,
    now: Date,
    rowLimit: Int = QuakeListPresenter.defaultRowLimit
  ) {
    self.quakes = quakes
    self.totalCount = totalCount
    self.local = local
    self.shownDay = shownDay
    self.links = links
    self.now = now
    self.rowLimit = rowLimit
  }

  /// Enough rows to scroll through; beyond it the search or the date narrows the list.
  package static let defaultRowLimit = 500

  package var isDatePickerDisabled: Bool { self.totalCount == 0 }
}

extension QuakeListPresenter {
  /// The whole pane; the host may also place the parts separately as live regions.
  package func body() -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "quakes-list-pane"),
      QuakesSearchPresenter(local: self.local, links: self.links).body(),
      self.list(),
      self.footer()
    )
  }

  /// The date picker: submits on change (`quakes.js`; the host's CSP forbids inline handlers);
  /// disabled while there is nothing to filter.
  private func datePicker() -> HTMLNode {
    var attributes: [(String, String?)] = [
      ("type", "date"), ("id", "quakes-date"), ("name", QuakesLocalState.QueryKey.date),
      ("value", self.shownDay?.description ?? ""),
    ]
    if self.isDatePickerDisabled { attributes.append(("disabled", nil)) }
    var allDates: HTMLNode = .empty
    if self.local.searchDay != nil {
      var state = self.local
      state.searchDay = nil
      allDates = Markup.element(
        "a", Markup.attribute("class", "quakes-all-dates"),
        Markup.attribute("href", self.links.page(state)), Markup.text("All Dates")
      )
    }
    return Markup.element(
      "form",
      [
        Markup.attribute("method", "get"),
        Markup.attribute("action", self.links.pagePath),
        Markup.attribute("class", "quakes-date"),
      ] + Markup.hiddenFields(self.local, excluding: QuakesLocalState.QueryKey.date) + [
        Markup.element("label", Markup.attribute("for", "quakes-date"), Markup.text("Date")),
        Markup.voidElement("input", attributes),
        allDates,
      ]
    )
  }

  /// The rows, or the empty state.
  package func list() -> HTMLNode {
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
    let shown = self.quakes.prefix(self.rowLimit)
    return Markup.element(
      "ul",
      [Markup.attribute("class", "quakes-list"), Markup.attribute("aria-label", "Earthquakes")]
        + shown.map(self.row)
    )
  }

  private static func emptyState(_ text: String) -> HTMLNode {
    Markup.element("p", Markup.attribute("class", "quakes-empty"), Markup.text(text))
  }

  private func row(_ quake: QuakeItem) -> HTMLNode {
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
          Markup.text(QuakeFormatting.relativeTime(of: quake.time, relativeTo: self.now))
        )
      )
    )
  }

  /// "N earthquakes", "T total" and the date picker.
  package func footer() -> HTMLNode {
    let cut = self.quakes.count > self.rowLimit
    return Markup.element(
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
      cut
        ? Markup.element(
          "span", Markup.attribute("class", "quakes-cut"),
          Markup.text("Showing the first \(self.rowLimit); search or pick a date to see the others.")
        )
        : .empty
    )
  }
}
