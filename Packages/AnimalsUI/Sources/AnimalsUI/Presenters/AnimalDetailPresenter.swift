import AnimalsData
import PageMarkup

/// The third column: the selected animal's name, category and diet, with Edit and Delete.
package enum AnimalDetail {}

extension AnimalDetail {
  /// Pure: plain values in, escaped HTML out.
  package struct Presenter: Sendable {
    package let animal: AnimalItem?
    package let category: CategoryItem?
    /// The status of pending work on this animal.
    package let status: Status?
    package let local: AnimalsLocalState
    package let links: AnimalsLinks

    package init(
      animal: AnimalItem?,
      category: CategoryItem?,
      status: Status?,
      local: AnimalsLocalState,
      links: AnimalsLinks
    ) {
      self.animal = animal
      self.category = category
      self.status = status
      self.local = local
      self.links = links
    }
  }
}

extension AnimalDetail.Presenter {
  /// An animal with work in flight is neither edited nor deleted again.
  package var areButtonsDisabled: Bool { self.status == .waiting }

  package func body() -> HTMLNode {
    guard let animal = self.animal, let category = self.category else {
      return Markup.element(
        "section",
        Markup.attribute("class", "animals-column animals-detail"),
        Markup.attribute("aria-label", "Animal"),
        Markup.element("p", Markup.attribute("class", "animals-empty"), Markup.text("Select an animal"))
      )
    }
    return Markup.element(
      "section",
      Markup.attribute("class", "animals-column animals-detail"),
      Markup.attribute("aria-labelledby", "animals-detail-title"),
      Markup.element(
        "div",
        Markup.attribute("class", "animals-toolbar"),
        Markup.attribute("role", "toolbar"),
        Markup.attribute("aria-label", "Animal toolbar"),
        Controls.navigationButton(
          "Edit \(animal.name)", to: self.local.presenting(.edit), links: self.links,
          isDisabled: self.areButtonsDisabled
        ),
        Controls.navigationButton(
          "Delete \(animal.name)", to: self.local.confirming(.deleteAnimal), links: self.links,
          isDisabled: self.areButtonsDisabled
        )
      ),
      Markup.element("h2", Markup.attribute("id", "animals-detail-title"), Markup.text(animal.name)),
      Controls.status(self.statusLine),
      Markup.element(
        "dl",
        Markup.attribute("class", "animals-properties"),
        Self.property("Category", category.name),
        Self.property("Diet", animal.diet.rawValue)
      )
    )
  }

  package var statusLine: StatusLine {
    switch self.status {
    case .waiting: .waiting("Saving…")
    case .failure(let error): .failure("The last change to this animal failed: \(error)")
    case nil, .empty, .success: .none
    }
  }

  private static func property(_ title: String, _ value: String) -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "animals-property"),
      Markup.element("dt", Markup.text(title)),
      Markup.element("dd", Markup.text(value))
    )
  }
}
