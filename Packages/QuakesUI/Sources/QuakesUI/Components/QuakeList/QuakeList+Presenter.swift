import Foundation
import PageMarkup
import Plot

extension QuakeList {
  /// The rows, the empty states and the footer, from plain values.
  ///
  /// Every filtered quake gets its row, as in the book (the busiest day of the bundled week,
  /// 735 quakes, is about 0.3 MB of HTML; docs/decisions/quakes.md has the figures).
  struct Presenter: ComponentPresenter {
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
    let link = QuakesSelectionLink(links: self.links, local: self.local)
    var rows = ""
    rows.reserveCapacity(self.quakes.count * 320)
    for quake in self.quakes {
      self.appendRow(quake, link: link, timeZone: timeZone, to: &rows)
    }
    return Markup.element(
      "ul", Markup.attribute("class", "quakes-list"), Markup.attribute("aria-label", "Earthquakes"), .raw(rows)
    )
  }

  private static func emptyState(_ text: String) -> HTMLNode {
    Markup.element("p", Markup.attribute("class", "quakes-empty"), Markup.text(text))
  }

  /// One row, written as text like the map's circles: with hundreds of rows a day this is the
  /// page's hot path, and Plot's nodes cost several allocations per attribute. The id and the
  /// name are escaped; the rest is fixed markup, digits, unit names and an ISO date.
  private func appendRow(_ quake: QuakeItem, link: QuakesSelectionLink, timeZone: TimeZone, to html: inout String) {
    let isSelected = quake.id == self.local.selectedQuakeId
    html += isSelected ? #"<li><a class="quake-row selected" href=""# : #"<li><a class="quake-row" href=""#
    html += link.escapedHref(quake.id)
    html += #"" data-q=""#
    html += Markup.escapedAttribute(quake.id)
    html += isSelected ? #"" aria-current="true"><span class="quake-magnitude "# : #""><span class="quake-magnitude "#
    html += MagnitudeColor(magnitude: quake.magnitude).cssClass
    html += #"">"#
    html += QuakeFormatting.magnitude(quake.magnitude)
    html += #"</span><span class="quake-name">"#
    html += Markup.escapedText(quake.name)
    html += #"</span><span class="quake-time">"#
    html += QuakeFormatting.relativeTime(of: quake.time, relativeTo: self.now)
    html += " · "
    // The instant in UTC for `quakes.js`, which shows it in the browser's zone; the text is
    // the page's zone (UTC without script).
    if let instant = QuakeFormatting.isoUTC(quake.time) {
      html += #"<time datetime=""#
      html += instant
      html += #"">"#
      html += QuakeFormatting.timeOfDay(quake.time, timeZone: timeZone)
      html += "</time>"
    } else {
      html += QuakeFormatting.timeOfDay(quake.time, timeZone: timeZone)
    }
    html += "</span></a></li>"
  }

  /// "N earthquakes", "T total", the time zone and the date filter. The zone's `data-zone` is the
  /// one the server rendered the page in; `quakes.js` names the browser's zone, whose times it
  /// shows, in the text.
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
        "span", Markup.attribute("class", "quakes-zone"), Markup.attribute("data-zone", self.local.timeZoneName),
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
