import Foundation
import AnimalsData
import PageMarkup

/// The sheet for adding a new animal or editing the selected one.
package enum AnimalEditor {}

extension AnimalEditor {
  /// Pure: plain values in, escaped HTML out.
  ///
  /// The fields start from the URL (what was typed before a Save that failed), else from the
  /// animal being edited, else empty. Save posts the form; the sheet stays until the status
  /// of `id` becomes `success`.
  package struct Presenter: Sendable {
    /// The animal being edited; `nil` while adding (or when it no longer exists).
    package let animal: AnimalItem?
    /// The status of `id`: the edited animal's, or the placeholder's of a new one.
    package let status: Status?
    package let categories: [CategoryItem]
    package let mode: AnimalsEditorMode
    /// The animal id (editing) or placeholder id (adding) the status is kept under.
    package let id: String
    package let local: AnimalsLocalState
    package let links: AnimalsLinks

    package init(
      animal: AnimalItem?,
      status: Status?,
      categories: [CategoryItem],
      mode: AnimalsEditorMode,
      id: String,
      local: AnimalsLocalState,
      links: AnimalsLinks
    ) {
      self.animal = animal
      self.status = status
      self.categories = categories
      self.mode = mode
      self.id = id
      self.local = local
      self.links = links
    }
  }
}

extension AnimalEditor.Presenter {
  package var isAdding: Bool {
    if case .add = self.mode { return true }
    return false
  }

  package var title: String { self.isAdding ? "Add Animal" : "Edit Animal" }

  package var name: String { self.local.fields.name ?? self.animal?.name ?? "" }
  package var diet: String { self.local.fields.diet ?? self.animal?.diet.rawValue ?? "" }
  package var categoryId: String { self.local.fields.categoryId ?? self.animal?.categoryId ?? "" }

  /// Editing an animal that another window deleted cannot be saved.
  package var isMissingAnimal: Bool { !self.isAdding && self.animal == nil }

  /// The book's rule: no Save while waiting or while a field is empty. The server writes
  /// `disabled` for the first part; the page script adds the second as the user types (so the
  /// form still works without script, where `required` fields stop an empty submission).
  package var isSaveDisabled: Bool {
    self.status == .waiting || self.isMissingAnimal || !AnimalEditor.areFieldsFilled(
      name: self.name, diet: self.diet, categoryId: self.categoryId
    )
  }

  package var isSaveDisabledByServer: Bool { self.status == .waiting || self.isMissingAnimal }

  package var statusLine: StatusLine {
    if self.isMissingAnimal {
      return .failure("This animal no longer exists.")
    }
    switch self.status {
    case .waiting:
      return .waiting("Saving…")
    case .failure(let error) where self.local.isSaving:
      return .failure("The animal could not be saved: \(error)")
    default:
      return .none
    }
  }

  package func body() -> HTMLNode {
    let formID = "animals-editor-form"
    let action: AnimalsFormAction = self.isAdding ? .addAnimal : .updateAnimal
    let idField =
      self.isAdding
      ? Markup.hiddenField(AnimalsFormField.draft, self.id)
      : Markup.hiddenField(AnimalsFormField.animalId, self.id)
    return Markup.element(
      "div",
      Markup.attribute("class", "animals-backdrop"),
      Markup.element(
        "section",
        Markup.attribute("class", "animals-sheet"),
        Markup.attribute("role", "dialog"),
        Markup.attribute("aria-labelledby", "animals-editor-title"),
        Markup.element("h2", Markup.attribute("id", "animals-editor-title"), Markup.text(self.title)),
        Markup.element(
          "form",
          Markup.attribute("id", formID),
          Markup.attribute("class", "animals-editor"),
          Markup.attribute("method", "post"),
          Markup.attribute("action", self.links.actionPath(action)),
          Markup.attribute("data-animals-editor", ""),
          Markup.hiddenField(AnimalsFormField.returnTo, self.links.page(self.local.saving)),
          idField,
          Markup.element("label", Markup.attribute("for", "animals-editor-name"), Markup.text("Name")),
          Markup.voidElement(
            "input",
            [
              ("type", "text"), ("id", "animals-editor-name"), ("name", AnimalsFormField.name),
              ("value", self.name), ("required", nil), ("autocomplete", "off"),
              ("maxlength", String(Animal.maximumNameLength)),
            ]
          ),
          Markup.element("label", Markup.attribute("for", "animals-editor-category"), Markup.text("Category")),
          self.picker(
            id: "animals-editor-category",
            name: AnimalsFormField.categoryId,
            placeholder: "Select a category",
            options: self.categories.map { ($0.id, $0.name) },
            selected: self.categoryId
          ),
          Markup.element("label", Markup.attribute("for", "animals-editor-diet"), Markup.text("Diet")),
          self.picker(
            id: "animals-editor-diet",
            name: AnimalsFormField.diet,
            placeholder: "Select a diet",
            options: Animal.Diet.allCases.map { ($0.rawValue, $0.rawValue) },
            selected: self.diet
          )
        ),
        Controls.status(self.statusLine),
        Markup.element(
          "div",
          Markup.attribute("class", "animals-sheet-buttons"),
          Controls.navigationButton("Cancel", to: self.local.navigation, links: self.links),
          Markup.element(
            "button",
            Markup.attribute("type", "submit"),
            Markup.attribute("form", formID),
            Markup.attribute("class", "primary"),
            Markup.attribute("data-animals-save", ""),
            self.isSaveDisabledByServer ? Markup.attribute("data-waiting", "") : .empty,
            Markup.flag("disabled", self.isSaveDisabledByServer),
            Markup.text("Save")
          )
        )
      )
    )
  }

  private func picker(
    id: String,
    name: String,
    placeholder: String,
    options: [(value: String, title: String)],
    selected: String
  ) -> HTMLNode {
    Markup.element(
      "select",
      [
        Markup.attribute("id", id),
        Markup.attribute("name", name),
        Markup.attribute("required", ""),
        Markup.element("option", Markup.attribute("value", ""), Markup.text(placeholder)),
      ]
        + options.map { option in
          Markup.element(
            "option",
            Markup.attribute("value", option.value),
            Markup.flag("selected", option.value == selected),
            Markup.text(option.title)
          )
        }
    )
  }
}

extension AnimalEditor {
  /// Every field has a value (a name of spaces counts as empty).
  package static func areFieldsFilled(name: String, diet: String, categoryId: String) -> Bool {
    !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && !diet.isEmpty && !categoryId.isEmpty
  }
}
