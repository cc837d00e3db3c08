import AnimalsData
import PageMarkup

/// The first column: the categories sorted by name, and "Reload sample data".
package enum CategoryList {}

extension CategoryList {
  /// Pure: plain values in, escaped HTML out.
  package struct Presenter: Sendable {
    package let categories: [CategoryItem]
    package let status: Status?
    package let local: AnimalsLocalState
    package let links: AnimalsLinks

    package init(categories: [CategoryItem], status: Status?, local: AnimalsLocalState, links: AnimalsLinks) {
      self.categories = categories
      self.status = status
      self.local = local
      self.links = links
    }
  }
}

extension CategoryList.Presenter {
  /// A reload is not started while the categories are still being fetched.
  package var isReloadDisabled: Bool { self.status == .waiting }

  package var statusLine: StatusLine {
    switch self.status {
    case .waiting:
      .waiting(self.categories.isEmpty ? "Loading categories…" : "Reloading sample data…")
    case .failure(let error):
      .failure("The categories could not be loaded: \(error)")
    case nil, .empty, .success:
      .none
    }
  }

  package func body() -> HTMLNode {
    Markup.element(
      "section",
      Markup.attribute("class", "animals-column animals-categories"),
      Markup.attribute("aria-labelledby", "animals-categories-title"),
      Markup.element(
        "div",
        Markup.attribute("class", "animals-toolbar"),
        Markup.attribute("role", "toolbar"),
        Markup.attribute("aria-label", "Categories toolbar"),
        Controls.navigationButton(
          "Reload sample data",
          to: self.local.confirming(.reloadSampleData),
          links: self.links,
          isDisabled: self.isReloadDisabled
        )
      ),
      Markup.element("h2", Markup.attribute("id", "animals-categories-title"), Markup.text("Categories")),
      Controls.status(self.statusLine),
      Markup.element(
        "ul",
        [Markup.attribute("class", "animals-rows"), Markup.attribute("aria-label", "Categories")]
          + self.categories.map(self.row)
      )
    )
  }

  private func row(_ category: CategoryItem) -> HTMLNode {
    let isSelected = category.id == self.local.selectedCategoryId
    return Markup.element(
      "li",
      Markup.element(
        "a",
        Markup.attribute("class", isSelected ? "animals-row selected" : "animals-row"),
        Markup.attribute("href", self.links.page(self.local.selectingCategory(category.id))),
        isSelected ? Markup.attribute("aria-current", "true") : .empty,
        Markup.text(category.name)
      )
    )
  }
}
