/// An alert that asks before destructive work: a title, an optional message, "Cancel" and
import PageMarkup
/// the destructive button, which posts the action.
package struct ConfirmationPresenter: Sendable {
  package let title: String
  package let message: String?
  package let confirmTitle: String
  package let action: AnimalsFormAction
  package let fields: [Field]
  package let isConfirmDisabled: Bool
  /// Where both buttons lead: the page without the alert.
  package let dismissed: AnimalsLocalState
  package let links: AnimalsLinks

  package struct Field: Hashable, Sendable {
    package let name: String
    package let value: String

    package init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  package init(
    title: String,
    message: String?,
    confirmTitle: String,
    action: AnimalsFormAction,
    fields: [Field] = [],
    isConfirmDisabled: Bool = false,
    dismissed: AnimalsLocalState,
    links: AnimalsLinks
  ) {
    self.title = title
    self.message = message
    self.confirmTitle = confirmTitle
    self.action = action
    self.fields = fields
    self.isConfirmDisabled = isConfirmDisabled
    self.dismissed = dismissed
    self.links = links
  }
}

extension ConfirmationPresenter {
  /// "Reload Sample Data?"
  package static func reloadSampleData(isDisabled: Bool, dismissed: AnimalsLocalState, links: AnimalsLinks) -> Self {
    Self(
      title: "Reload Sample Data?",
      message: "Reloading the sample data deletes all changes to the current data.",
      confirmTitle: "Yes, reload sample data",
      action: .reloadSampleData,
      isConfirmDisabled: isDisabled,
      dismissed: dismissed,
      links: links
    )
  }

  /// "Delete <name>?"
  package static func deleteAnimal(
    _ animal: AnimalItem,
    isDisabled: Bool,
    dismissed: AnimalsLocalState,
    links: AnimalsLinks
  ) -> Self {
    Self(
      title: "Delete \(animal.name)?",
      message: nil,
      confirmTitle: "Yes, delete \(animal.name)",
      action: .deleteAnimal,
      fields: [
        Field(AnimalsFormField.animalId, animal.id),
        Field(AnimalsFormField.source, AnimalsDeleteSource.detail.rawValue),
      ],
      isConfirmDisabled: isDisabled,
      dismissed: dismissed,
      links: links
    )
  }

  package func body() -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "animals-backdrop"),
      Markup.element(
        "section",
        Markup.attribute("class", "animals-alert"),
        Markup.attribute("role", "alertdialog"),
        Markup.attribute("aria-labelledby", "animals-alert-title"),
        self.message == nil ? .empty : Markup.attribute("aria-describedby", "animals-alert-message"),
        Markup.element("h2", Markup.attribute("id", "animals-alert-title"), Markup.text(self.title)),
        self.message.map {
          Markup.element("p", Markup.attribute("id", "animals-alert-message"), Markup.text($0))
        } ?? .empty,
        Markup.element(
          "div",
          Markup.attribute("class", "animals-alert-buttons"),
          Controls.navigationButton("Cancel", to: self.dismissed, links: self.links),
          Controls.actionButton(
            self.confirmTitle,
            action: self.action,
            fields: self.fields.map { ($0.name, $0.value) },
            returnTo: self.dismissed,
            links: self.links,
            isDisabled: self.isConfirmDisabled,
            className: "destructive"
          )
        )
      )
    )
  }
}
