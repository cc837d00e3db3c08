import PageMarkup
import Plot

/// The toolbar: Refresh, Delete and Sort menus, and the status of the last refresh.
package struct QuakesToolbarPresenter: Sendable {
  package let totalCount: Int
  package let filteredCount: Int
  package let activity: QuakesActivity
  package let local: QuakesLocalState
  package let links: QuakesLinks

  package init(
    totalCount: Int,
    filteredCount: Int,
    activity: QuakesActivity,
    local: QuakesLocalState,
    links: QuakesLinks
  ) {
    self.totalCount = totalCount
    self.filteredCount = filteredCount
    self.activity = activity
    self.local = local
    self.links = links
  }
}

extension QuakesToolbarPresenter {
  /// The refresh ranges in menu order: (form value, title).
  package static let refreshRanges: [(value: String, title: String)] = [
    ("allHour", "All Hour"),
    ("allDay", "All Day"),
    ("allWeek", "All Week"),
    ("allMonth", "All Month"),
  ]

  package var isDeleteMenuDisabled: Bool { self.totalCount == 0 }
  package var isDeleteSelectedDisabled: Bool { self.local.selectedQuakeId == nil }
  package var isSortMenuDisabled: Bool { self.filteredCount == 0 }
  package var isRefreshDisabled: Bool { self.activity == .refreshing }
}

extension QuakesToolbarPresenter {
  package func body() -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "quakes-toolbar"),
      Markup.attribute("role", "toolbar"),
      Markup.attribute("aria-label", "Earthquakes toolbar"),
      self.refreshMenu(),
      self.deleteMenu(),
      self.sortMenu(),
      self.status()
    )
  }

  /// A disclosure menu; disabled menus render as a disabled button that cannot open.
  private func menu(title: String, isDisabled: Bool, items: [HTMLNode]) -> HTMLNode {
    if isDisabled {
      return Markup.element(
        "button",
        Markup.attribute("type", "button"),
        Markup.attribute("class", "quakes-menu-button"),
        Markup.attribute("aria-haspopup", "menu"),
        Markup.flag("disabled", true),
        Markup.text(title)
      )
    }
    return Markup.element(
      "details",
      Markup.attribute("class", "quakes-menu"),
      Markup.element(
        "summary",
        Markup.attribute("role", "button"),
        Markup.attribute("class", "quakes-menu-button"),
        Markup.attribute("aria-haspopup", "menu"),
        Markup.text(title)
      ),
      Markup.element(
        "div",
        [Markup.attribute("role", "menu"), Markup.attribute("aria-label", title)] + items
      )
    )
  }

  /// A menu item that posts `fields` to `action`, returning to this page with its local state.
  private func postItem(
    _ title: String,
    action: QuakesFormAction,
    fields: [(String, String)] = [],
    isDisabled: Bool = false
  ) -> HTMLNode {
    Markup.element(
      "form",
      [
        Markup.attribute("method", "post"),
        Markup.attribute("action", self.links.actionPath(action)),
        Markup.voidElement(
          "input",
          [("type", "hidden"), ("name", "return"), ("value", self.links.page(self.local))]
        ),
      ]
        + fields.map { name, value in
          Markup.voidElement("input", [("type", "hidden"), ("name", name), ("value", value)])
        }
        + [
          Markup.element(
            "button",
            Markup.attribute("type", "submit"),
            Markup.attribute("role", "menuitem"),
            Markup.flag("disabled", isDisabled),
            Markup.text(title)
          )
        ]
    )
  }

  private func refreshMenu() -> HTMLNode {
    self.menu(
      title: "Refresh",
      isDisabled: false,
      items: Self.refreshRanges.map { range in
        self.postItem(
          range.title,
          action: .refresh,
          fields: [("range", range.value)],
          isDisabled: self.isRefreshDisabled
        )
      }
    )
  }

  private func deleteMenu() -> HTMLNode {
    self.menu(
      title: "Delete",
      isDisabled: self.isDeleteMenuDisabled,
      items: [
        self.postItem(
          "Delete Selected",
          action: .deleteSelected,
          fields: self.local.selectedQuakeId.map { [("quakeId", $0)] } ?? [],
          isDisabled: self.isDeleteSelectedDisabled
        ),
        self.postItem("Delete All", action: .deleteAll),
      ]
    )
  }

  private func sortMenu() -> HTMLNode {
    func radio(_ title: String, isChecked: Bool, state: QuakesLocalState) -> HTMLNode {
      Markup.element(
        "a",
        Markup.attribute("role", "menuitemradio"),
        Markup.attribute("aria-checked", isChecked ? "true" : "false"),
        Markup.attribute("href", self.links.page(state)),
        Markup.text(title)
      )
    }
    func group(_ title: String, _ items: [HTMLNode]) -> HTMLNode {
      Markup.element(
        "div",
        [
          Markup.attribute("role", "group"),
          Markup.attribute("aria-label", title),
          Markup.element("span", Markup.attribute("class", "quakes-menu-heading"), Markup.text(title)),
        ] + items
      )
    }
    return self.menu(
      title: "Sort",
      isDisabled: self.isSortMenuDisabled,
      items: [
        group(
          "Sort Order",
          QuakesSortOrder.allCases.map { order in
            var state = self.local
            state.sortOrder = order
            return radio(order.title, isChecked: order == self.local.sortOrder, state: state)
          }
        ),
        group(
          "Sort By",
          QuakesSortParameter.allCases.map { parameter in
            var state = self.local
            state.sortParameter = parameter
            return radio(parameter.title, isChecked: parameter == self.local.sortParameter, state: state)
          }
        ),
      ]
    )
  }

  private func status() -> HTMLNode {
    switch self.activity {
    case .idle:
      return Markup.element(
        "p", Markup.attribute("class", "quakes-status"), Markup.attribute("role", "status")
      )
    case .notice(let message):
      return Markup.element(
        "p",
        Markup.attribute("class", "quakes-status quakes-notice"),
        Markup.attribute("role", "status"),
        Markup.text(message)
      )
    case .refreshing:
      return Markup.element(
        "p",
        Markup.attribute("class", "quakes-status"),
        Markup.attribute("role", "status"),
        Markup.text("Refreshing…")
      )
    case .failed(let message):
      return Markup.element(
        "p",
        Markup.attribute("class", "quakes-status quakes-error"),
        Markup.attribute("role", "alert"),
        Markup.text(message)
      )
    }
  }
}
