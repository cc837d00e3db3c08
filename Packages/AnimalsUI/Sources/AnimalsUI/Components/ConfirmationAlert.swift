import AnimalsData
import ImmutableBinding
import PageMarkup
import Plot

/// The alerts that ask before destructive work: "Reload Sample Data?" (posting
/// `CategoryList.Form`) and "Delete <name>?" (posting `AnimalList.Form` from the detail).
enum ConfirmationAlert {}

extension ConfirmationAlert {
  /// Selects what the presented confirmation needs: the categories' status for "Reload Sample
  /// Data?", the animal and its status for "Delete <name>?".
  @MainActor final class Container {
    private let confirmation: AnimalsConfirmation
    private let categoriesStatus: AnimalsSelector<Status?>?
    private let animal: AnimalsSelector<Animal?>?
    private let animalStatus: AnimalsSelector<Status?>?
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    init(provider: Provider<AnimalsStore>, confirmation: AnimalsConfirmation, local: AnimalsLocalState, links: AnimalsLinks) {
      self.confirmation = confirmation
      self.local = local
      self.links = links
      switch confirmation {
      case .reloadSampleData:
        self.categoriesStatus = Select.categoriesStatus(provider.store)
        self.animal = nil
        self.animalStatus = nil
      case .deleteAnimal:
        self.categoriesStatus = nil
        self.animal = Select.animal(provider.store, animalId: local.selectedAnimalId)
        self.animalStatus = Select.animalStatus(provider.store, animalId: local.selectedAnimalId)
      }
    }

    /// The alert, or `nil` when there is nothing to confirm (the animal is gone).
    func presenter() -> ConfirmationAlert.Presenter? {
      switch self.confirmation {
      case .reloadSampleData:
        return .reloadSampleData(
          isDisabled: self.categoriesStatus?.output == .waiting,
          dismissed: self.local.navigation,
          links: self.links
        )
      case .deleteAnimal:
        guard let animal = self.animal?.output else { return nil }
        return .deleteAnimal(
          AnimalItem(animal),
          isDisabled: self.animalStatus?.output == .waiting,
          dismissed: self.local.navigation,
          links: self.links
        )
      }
    }

    func cancel() {
      self.categoriesStatus?.cancel()
      self.animal?.cancel()
      self.animalStatus?.cancel()
    }
  }
}

extension ConfirmationAlert {
  /// Pure: a title, an optional message, "Cancel" and the destructive button, which posts
  /// `action` with `fields`.
  struct Presenter: ComponentPresenter {
    let title: String
    let message: String?
    let confirmTitle: String
    let action: AnimalsFormAction
    var fields: [Field] = []
    var isConfirmDisabled = false
    /// Where both buttons lead: the page without the alert.
    let dismissed: AnimalsLocalState
    let links: AnimalsLinks

    struct Field: Hashable, Sendable {
      let name: String
      let value: String
    }
  }
}

extension ConfirmationAlert.Presenter {
  /// "Reload Sample Data?"
  static func reloadSampleData(isDisabled: Bool, dismissed: AnimalsLocalState, links: AnimalsLinks) -> Self {
    Self(
      title: "Reload Sample Data?",
      message: "Reloading the sample data deletes all changes to the current data.",
      confirmTitle: "Yes, reload sample data",
      action: CategoryList.Form.action,
      isConfirmDisabled: isDisabled,
      dismissed: dismissed,
      links: links
    )
  }

  /// "Delete <name>?"
  static func deleteAnimal(_ animal: AnimalItem, isDisabled: Bool, dismissed: AnimalsLocalState, links: AnimalsLinks) -> Self {
    Self(
      title: "Delete \(animal.name)?",
      message: nil,
      confirmTitle: "Yes, delete \(animal.name)",
      action: AnimalList.Form.action,
      fields: AnimalList.Form(animalId: animal.id, source: .detail).fields.map { Field(name: $0.name, value: $0.value) },
      isConfirmDisabled: isDisabled,
      dismissed: dismissed,
      links: links
    )
  }

  func body() -> HTMLNode {
    AnimalsDialog.markup(
      className: "animals-alert",
      role: "alertdialog",
      titleId: "animals-alert-title",
      messageId: self.message == nil ? nil : "animals-alert-message",
      Markup.element("h2", Markup.attribute("id", "animals-alert-title"), Markup.text(self.title)),
      self.message.map {
        Markup.element("p", Markup.attribute("id", "animals-alert-message"), Markup.text($0))
      } ?? .empty,
      Markup.element(
        "div",
        Markup.attribute("class", "animals-alert-buttons"),
        self.links.navigationButton("Cancel", to: self.dismissed),
        self.links.postButton(
          self.confirmTitle,
          form: self.action,
          returningTo: self.dismissed,
          fields: self.fields.map { (name: $0.name, value: $0.value) },
          style: ButtonStyle(className: "destructive", isDisabled: self.isConfirmDisabled)
        )
      )
    )
  }
}
