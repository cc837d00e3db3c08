import PageMarkup
import Plot

extension QuakesToolbar {
  /// The Refresh, Delete and Sort menus and the status line, from plain values.
  struct Presenter: Sendable {
    let totalCount: Int
    let filteredCount: Int
    let activity: QuakesActivity
    let local: QuakesLocalState
    let links: QuakesLinks
  }
}

extension QuakesToolbar.Presenter {
  var isDeleteMenuDisabled: Bool { self.totalCount == 0 }
  var isDeleteSelectedDisabled: Bool { self.local.selectedQuakeId == nil }
  var isSortMenuDisabled: Bool { self.filteredCount == 0 }
}

extension QuakesToolbar.Presenter {
  func body() -> HTMLNode {
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
  /// `data-menu` names it, so `quakes.js` keeps it open across a live redraw.
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
      Markup.attribute("data-menu", title),
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

  /// A menu item that posts `fields` to `form`, then returns to `returnState` (this page).
  private func postItem(
    _ title: String,
    form: QuakesToolbar.Form,
    fields: [(String, String)] = [],
    isDisabled: Bool = false,
    returnState: QuakesLocalState? = nil
  ) -> HTMLNode {
    Markup.element(
      "form",
      [
        Markup.attribute("method", "post"),
        Markup.attribute("action", self.links.actionPath(form)),
        Markup.voidElement(
          "input",
          [("type", "hidden"), ("name", "return"), ("value", self.links.page(returnState ?? self.local))]
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

  /// Every range stays enabled while a refresh runs, as in the book: the reducer ignores a
  /// second tap until the first finished.
  private func refreshMenu() -> HTMLNode {
    self.menu(
      title: "Refresh",
      isDisabled: false,
      items: QuakesToolbar.Form.refreshRanges.map { range in
        self.postItem(range.title, form: .refresh, fields: [(QuakesToolbar.Form.Field.range, range.value)])
      }
    )
  }

  /// Delete Selected returns to the page without the selection: the quake is gone.
  private func deleteMenu() -> HTMLNode {
    self.menu(
      title: "Delete",
      isDisabled: self.isDeleteMenuDisabled,
      items: [
        self.postItem(
          "Delete Selected",
          form: .deleteSelected,
          fields: self.local.selectedQuakeId.map { [(QuakesToolbar.Form.Field.quakeId, $0)] } ?? [],
          isDisabled: self.isDeleteSelectedDisabled,
          returnState: self.local.selecting(nil)
        ),
        self.postItem("Delete All", form: .deleteAll, returnState: self.local.selecting(nil)),
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
