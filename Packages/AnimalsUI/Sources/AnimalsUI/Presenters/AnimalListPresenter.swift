import AnimalsData
import PageMarkup

/// The second column: the animals of the selected category sorted by name.
package enum AnimalList {}

extension AnimalList {
  /// Pure: plain values in, escaped HTML out.
  package struct Presenter: Sendable {
    package let animals: [AnimalItem]
    /// The selected category; `nil` shows "Select a category".
    package let category: CategoryItem?
    package let status: Status?
    package let local: AnimalsLocalState
    package let links: AnimalsLinks
    /// The placeholder id "Add an animal" opens the editor with.
    package let newAnimalId: String

    package init(
      animals: [AnimalItem],
      category: CategoryItem?,
      status: Status?,
      local: AnimalsLocalState,
      links: AnimalsLinks,
      newAnimalId: String
    ) {
      self.animals = animals
      self.category = category
      self.status = status
      self.local = local
      self.links = links
      self.newAnimalId = newAnimalId
    }
  }
}

extension AnimalList.Presenter {
  /// Nothing is added while the animals are still being fetched.
  package var isAddDisabled: Bool { self.status == .waiting }

  package var statusLine: StatusLine {
    switch self.status {
    case .waiting:
      self.animals.isEmpty ? .waiting("Loading animals…") : .none
    case .failure(let error):
      .failure("The animals could not be loaded: \(error)")
    case nil, .empty, .success:
      .none
    }
  }

  package func body() -> HTMLNode {
    guard let category = self.category else {
      return Markup.element(
        "section",
        Markup.attribute("class", "animals-column animals-list"),
        Markup.attribute("aria-label", "Animals"),
        Self.emptyState("Select a category")
      )
    }
    return Markup.element(
      "section",
      Markup.attribute("class", "animals-column animals-list"),
      Markup.attribute("aria-labelledby", "animals-list-title"),
      Markup.element(
        "div",
        Markup.attribute("class", "animals-toolbar"),
        Markup.attribute("role", "toolbar"),
        Markup.attribute("aria-label", "Animals toolbar"),
        Controls.navigationButton(
          "Add an animal",
          to: self.local.presenting(.add(draftId: self.newAnimalId)),
          links: self.links,
          isDisabled: self.isAddDisabled
        )
      ),
      Markup.element("h2", Markup.attribute("id", "animals-list-title"), Markup.text(category.name)),
      Controls.status(self.statusLine),
      self.animals.isEmpty && self.statusLine == .none
        ? Self.emptyState("No animals in this category")
        : Markup.element(
          "ul",
          [Markup.attribute("class", "animals-rows"), Markup.attribute("aria-label", "Animals in \(category.name)")]
            + self.animals.map { self.row($0, category: category) }
        )
    )
  }

  private static func emptyState(_ text: String) -> HTMLNode {
    Markup.element("p", Markup.attribute("class", "animals-empty"), Markup.text(text))
  }

  /// A link that selects the animal, and its delete button (the book's swipe to delete, which
  /// asks no confirmation).
  private func row(_ animal: AnimalItem, category: CategoryItem) -> HTMLNode {
    let isSelected = animal.id == self.local.selectedAnimalId
    return Markup.element(
      "li",
      Markup.attribute("class", "animals-row-with-action"),
      Markup.element(
        "a",
        Markup.attribute("class", isSelected ? "animals-row selected" : "animals-row"),
        Markup.attribute("href", self.links.page(self.local.selectingAnimal(animal.id))),
        Markup.attribute("data-animal-id", animal.id),
        isSelected ? Markup.attribute("aria-current", "true") : .empty,
        Markup.text(animal.name)
      ),
      Controls.actionButton(
        "Delete",
        action: .deleteAnimal,
        fields: [(AnimalsFormField.animalId, animal.id), (AnimalsFormField.source, AnimalsDeleteSource.list.rawValue)],
        returnTo: self.local.navigation,
        links: self.links,
        ariaLabel: "Delete \(animal.name) from \(category.name)",
        className: "animals-row-delete"
      )
    )
  }
}

/// Where a delete was tapped: the book has one action per component.
package enum AnimalsDeleteSource: String, Hashable, Sendable {
  case list
  case detail
}
