import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding
import PageMarkup
import Plot

/// The second column: the animals of the selected category sorted by name.
enum AnimalList {}

extension AnimalList {
  /// Selects the selected category's animals (sorted), the category and the fetch status.
  @MainActor final class Container {
    private let animals: AnimalsSortedSelector<Animal.ID, Animal>
    private let category: AnimalsSelector<AnimalsData.Category?>
    private let status: AnimalsSelector<Status?>
    private let local: AnimalsLocalState
    private let links: AnimalsLinks
    private let newAnimalId: String

    init(provider: Provider<AnimalsStore>, local: AnimalsLocalState, links: AnimalsLinks, newAnimalId: String) {
      self.animals = Select.animalsValues(provider.store, categoryId: local.selectedCategoryId)
      self.category = Select.category(provider.store, categoryId: local.selectedCategoryId)
      self.status = Select.animalsStatus(provider.store)
      self.local = local
      self.links = links
      self.newAnimalId = newAnimalId
    }

    func presenter() -> AnimalList.Presenter {
      AnimalList.Presenter(
        animals: self.animals.output.map(AnimalItem.init),
        category: self.category.output.map(CategoryItem.init),
        status: self.status.output,
        local: self.local,
        links: self.links,
        newAnimalId: self.newAnimalId
      )
    }

    func cancel() {
      self.animals.cancel()
      self.category.cancel()
      self.status.cancel()
    }
  }
}

extension AnimalList {
  /// Pure: plain values in, escaped HTML out.
  struct Presenter: ComponentPresenter {
    let animals: [AnimalItem]
    /// The selected category; `nil` shows "Select a category".
    let category: CategoryItem?
    let status: Status?
    let local: AnimalsLocalState
    let links: AnimalsLinks
    /// The placeholder id "Add an animal" opens the editor with.
    let newAnimalId: String
  }
}

extension AnimalList.Presenter {
  /// Nothing is added while the animals are still being fetched.
  var isAddDisabled: Bool { self.status == .waiting }

  var statusLine: StatusLine {
    switch self.status {
    case .waiting:
      self.animals.isEmpty ? .progress("Loading animals…") : .idle
    case .failure(let error):
      .failure("The animals could not be loaded: \(error)")
    case nil, .empty, .success:
      .idle
    }
  }

  func body() -> HTMLNode {
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
        self.links.navigationButton(
          "Add an animal", to: self.local.presenting(.add(draftId: self.newAnimalId)), style: ButtonStyle(isDisabled: self.isAddDisabled)
        )
      ),
      Markup.element("h2", Markup.attribute("id", "animals-list-title"), Markup.text(category.name)),
      self.statusLine.node,
      self.animals.isEmpty && self.statusLine == .idle
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
      self.links.postButton(
        "Delete",
        form: AnimalList.Form.action,
        returningTo: self.local.navigation,
        fields: AnimalList.Form(animalId: animal.id, source: .list).fields,
        style: ButtonStyle(className: "animals-row-delete", ariaLabel: "Delete \(animal.name) from \(category.name)")
      )
    )
  }
}

extension AnimalList {
  /// Deleting an animal: a row's Delete here (the book's swipe to delete), or "Yes, delete
  /// <name>" in the detail's confirmation. Each dispatches its own component's action.
  struct Form: AnimalsForm {
    static let action = AnimalsFormAction.deleteAnimal

    enum Field {
      static let animalId = "animalId"
      static let source = "source"
      /// The animal to delete (hidden).
      static let animalIdField = FormField(name: animalId, label: "The animal to delete")
      /// Where Delete was pressed (hidden): `list` or `detail`.
      static let sourceField = FormField(
        name: source, label: "Where Delete was pressed",
        choices: [AnimalsDeleteSource.list, .detail].map { FormField.Choice(value: $0.rawValue, title: $0.rawValue) })
    }

    let animalId: Animal.ID
    let source: AnimalsDeleteSource

    /// The hidden fields a delete button posts.
    var fields: [(name: String, value: String)] {
      [(Field.animalId, self.animalId), (Field.source, self.source.rawValue)]
    }

    @MainActor func dispatch(to provider: Provider<AnimalsStore>) throws(FormError) {
      guard Self.isKnownAnimal(self.animalId, in: provider.store) else {
        throw Self.unknownAnimal(self.animalId, field: Field.animalId)
      }
      do {
        switch self.source {
        case .list:
          try provider.dispatcher.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: self.animalId))))
        case .detail:
          try provider.dispatcher.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: self.animalId))))
        }
      } catch {
        throw .failed("The animal could not be deleted: \(error.localizedDescription)")
      }
    }

    @MainActor func isSettled(in store: AnimalsStore) -> Bool {
      Self.isAnimalSettled(self.animalId, in: store)
    }
  }
}

// Reading the form lives in an extension, so the form keeps its memberwise initialiser.
extension AnimalList.Form {
  init(_ submission: FormSubmission) throws(FormError) {
    let animalId = try submission.value(of: Field.animalIdField)
    let source = try submission.value(of: Field.sourceField, as: AnimalsDeleteSource.init(rawValue:))
    self.init(animalId: animalId, source: source)
  }
}

/// Where a delete was tapped: the book has one action per component.
enum AnimalsDeleteSource: String, Hashable, Sendable {
  case list
  case detail
}
