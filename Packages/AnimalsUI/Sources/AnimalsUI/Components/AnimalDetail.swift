import AnimalsData
import ImmutableBinding
import PageMarkup

/// The third column: the selected animal's name, category and diet, with Edit and Delete.
enum AnimalDetail {}

extension AnimalDetail {
  /// Selects the selected animal, its category and the status of work on it.
  @MainActor final class Container {
    private let animal: AnimalsSelector<Animal?>
    private let category: AnimalsSelector<AnimalsData.Category?>
    private let status: AnimalsSelector<Status?>
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    init(provider: Provider<AnimalsStore>, local: AnimalsLocalState, links: AnimalsLinks) {
      self.animal = Select.animal(provider.store, animalId: local.selectedAnimalId)
      self.category = Select.category(provider.store, animalId: local.selectedAnimalId)
      self.status = Select.animalStatus(provider.store, animalId: local.selectedAnimalId)
      self.local = local
      self.links = links
    }

    func presenter() -> AnimalDetail.Presenter {
      AnimalDetail.Presenter(
        animal: self.animal.output.map(AnimalItem.init),
        category: self.category.output.map(CategoryItem.init),
        status: self.status.output,
        local: self.local,
        links: self.links
      )
    }

    func cancel() {
      self.animal.cancel()
      self.category.cancel()
      self.status.cancel()
    }
  }
}

extension AnimalDetail {
  /// Pure: plain values in, escaped HTML out.
  struct Presenter: ComponentPresenter {
    let animal: AnimalItem?
    let category: CategoryItem?
    /// The status of pending work on this animal.
    let status: Status?
    let local: AnimalsLocalState
    let links: AnimalsLinks
  }
}

extension AnimalDetail.Presenter {
  /// An animal with work in flight is neither edited nor deleted again.
  var areButtonsDisabled: Bool { self.status == .waiting }

  func body() -> HTMLNode {
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
        self.links.navigationButton(
          "Edit \(animal.name)", to: self.local.presenting(.edit), style: ButtonStyle(isDisabled: self.areButtonsDisabled)),
        self.links.navigationButton(
          "Delete \(animal.name)", to: self.local.confirming(.deleteAnimal), style: ButtonStyle(isDisabled: self.areButtonsDisabled))
      ),
      Markup.element("h2", Markup.attribute("id", "animals-detail-title"), Markup.text(animal.name)),
      self.statusLine.node,
      Markup.element(
        "dl",
        Markup.attribute("class", "animals-properties"),
        Self.property("Category", category.name),
        Self.property("Diet", animal.diet.rawValue)
      )
    )
  }

  var statusLine: StatusLine {
    switch self.status {
    case .waiting: .progress("Saving…")
    case .failure(let error): .failure("The last change to this animal failed: \(error)")
    case nil, .empty, .success: .idle
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
