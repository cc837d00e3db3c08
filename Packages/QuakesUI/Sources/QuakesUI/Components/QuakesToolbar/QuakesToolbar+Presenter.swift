import PageMarkup
import Plot

extension QuakesToolbar {
  /// The Refresh, Delete and Sort menus and the status line, from plain values.
  struct Presenter: ComponentPresenter {
    let totalCount: Int
    let filteredCount: Int
    let activity: QuakesActivity
    let local: QuakesLocalState
    let links: QuakesLinks
    /// A refused post of one of the module's forms: its message wins the status line.
    var refused = FormInput(action: "", submitted: nil)
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

  /// A toolbar menu (the kit's `<details>` menu); its `id` lets `quakes.js` keep it open
  /// across a live redraw.
  private func menu(_ title: String, isDisabled: Bool = false, entries: [MenuEntry]) -> HTMLNode {
    Menu(title, className: "quakes-menu", id: "quakes-menu-\(title.lowercased())", isDisabled: isDisabled, entries: entries)
      .node()
  }

  /// An item posting `fields` to `form`, then returning to `returnState` (this page by default).
  private func postItem(
    _ title: String,
    form: QuakesToolbar.Form,
    fields: [(name: String, value: String)] = [],
    isDisabled: Bool = false,
    returnState: QuakesLocalState? = nil
  ) -> MenuEntry {
    .item(
      .post(
        title, action: self.links.action(form), returnTo: self.links.page(returnState ?? self.local),
        fields: fields, isDisabled: isDisabled
      )
    )
  }

  /// Every range stays enabled while a refresh runs, as in the book: the reducer ignores a
  /// second tap until the first finished.
  private func refreshMenu() -> HTMLNode {
    self.menu(
      "Refresh",
      entries: QuakesToolbar.Form.refreshRanges.map { range in
        self.postItem(range.title, form: .refresh, fields: [(QuakesToolbar.Form.Field.range, range.value)])
      }
    )
  }

  /// Delete Selected and Delete All return to the page without the selection: it is gone.
  private func deleteMenu() -> HTMLNode {
    self.menu(
      "Delete",
      isDisabled: self.isDeleteMenuDisabled,
      entries: [
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

  /// Sort Order and Sort By: radio items announced with their checked state.
  private func sortMenu() -> HTMLNode {
    self.menu(
      "Sort",
      isDisabled: self.isSortMenuDisabled,
      entries: [
        .group(
          "Sort Order",
          QuakesSortOrder.allCases.map { order in
            var state = self.local
            state.sortOrder = order
            return .link(order.title, href: self.links.page(state), isChecked: order == self.local.sortOrder)
          }
        ),
        .group(
          "Sort By",
          QuakesSortParameter.allCases.map { parameter in
            var state = self.local
            state.sortParameter = parameter
            return .link(parameter.title, href: self.links.page(state), isChecked: parameter == self.local.sortParameter)
          }
        ),
      ]
    )
  }

  /// The status of the last refresh, as the kit's status line.
  var statusLine: StatusLine {
    let activity: StatusLine =
      switch self.activity {
      case .idle: .idle
      case .notice(let message): .notice(message)
      case .refreshing: .progress("Refreshing…")
      case .failed(let message): .failure(message)
      }
    return activity.showing(self.refused)
  }

  private func status() -> HTMLNode {
    self.statusLine.node(className: "quakes-status")
  }
}
