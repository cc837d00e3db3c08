import AnimalsData
import Foundation
import PageMarkup
import Plot

extension AnimalEditor {
  /// Pure: plain values in, escaped HTML out.
  ///
  /// The fields start from the URL (what was typed before a Save that failed), else from the
  /// animal being edited, else empty. Save posts the form; the sheet stays until the status
  /// of `id` becomes `success`.
  struct Presenter: Sendable {
    /// The animal being edited; `nil` while adding (or when it no longer exists).
    let animal: AnimalItem?
    /// The status of `id`: the edited animal's, or the placeholder's of a new one.
    let status: Status?
    let categories: [CategoryItem]
    let mode: AnimalsEditorMode
    /// The animal id (editing) or placeholder id (adding) the status is kept under.
    let id: String
    let local: AnimalsLocalState
    let links: AnimalsLinks
  }
}

extension AnimalEditor.Presenter {
  var isAdding: Bool {
    if case .add = self.mode { return true }
    return false
  }

  var title: String { self.isAdding ? "Add Animal" : "Edit Animal" }

  var name: String { self.local.fields.name ?? self.animal?.name ?? "" }
  var diet: String { self.local.fields.diet ?? self.animal?.diet.rawValue ?? "" }
  var categoryId: String { self.local.fields.categoryId ?? self.animal?.categoryId ?? "" }

  /// Editing an animal that another window deleted cannot be saved.
  var isMissingAnimal: Bool { !self.isAdding && self.animal == nil }

  /// The book's rule: no Save while waiting or while a field is empty. The server writes
  /// `disabled` for the first part; the page script adds the second as the user types (so the
  /// form still works without script, where `required` fields stop an empty submission).
  var isSaveDisabled: Bool {
    self.status == .waiting || self.isMissingAnimal
      || !AnimalEditor.areFieldsFilled(
        name: self.name, diet: self.diet, categoryId: self.categoryId
      )
  }

  var isSaveDisabledByServer: Bool { self.status == .waiting || self.isMissingAnimal }

  var statusLine: StatusLine {
    if self.isMissingAnimal {
      return .failure("This animal no longer exists.")
    }
    switch self.status {
    case .waiting:
      return .progress("Saving…")
    case .failure(let error) where self.local.isSaving:
      return .failure("The animal could not be saved: \(error)")
    default:
      return .idle
    }
  }

  func body() -> HTMLNode {
    let formID = "animals-editor-form"
    let action = self.isAdding ? AnimalEditor.AddForm.action : AnimalEditor.UpdateForm.action
    let idField =
      self.isAdding
      ? Markup.hiddenField(AnimalEditor.Field.draft, self.id)
      : Markup.hiddenField(AnimalEditor.Field.animalId, self.id)
    return AnimalsDialog.markup(
      className: "animals-sheet",
      role: nil,
      titleId: "animals-editor-title",
      messageId: nil,
      Markup.element("h2", Markup.attribute("id", "animals-editor-title"), Markup.text(self.title)),
      Markup.element(
        "form",
        Markup.attribute("id", formID),
        Markup.attribute("class", "animals-editor"),
        Markup.attribute("method", "post"),
        Markup.attribute("action", self.links.actionPath(action)),
        Markup.attribute("data-animals-editor", ""),
        Markup.hiddenField(Markup.returnField, self.links.page(self.local.saving)),
        idField,
        Markup.element("label", Markup.attribute("for", "animals-editor-name"), Markup.text("Name")),
        Markup.voidElement(
          "input",
          [
            ("type", "text"), ("id", "animals-editor-name"), ("name", AnimalEditor.Field.name),
            ("value", self.name), ("required", nil), ("autocomplete", "off"),
            ("maxlength", String(Animal.maximumNameLength)),
          ]
        ),
        Markup.element("label", Markup.attribute("for", "animals-editor-category"), Markup.text("Category")),
        self.picker(
          id: "animals-editor-category",
          name: AnimalEditor.Field.categoryId,
          placeholder: "Select a category",
          options: self.categories.map { ($0.id, $0.name) },
          selected: self.categoryId
        ),
        Markup.element("label", Markup.attribute("for", "animals-editor-diet"), Markup.text("Diet")),
        self.picker(
          id: "animals-editor-diet",
          name: AnimalEditor.Field.diet,
          placeholder: "Select a diet",
          options: Animal.Diet.allCases.map { ($0.rawValue, $0.rawValue) },
          selected: self.diet
        )
      ),
      self.statusLine.node,
      Markup.element(
        "div",
        Markup.attribute("class", "animals-sheet-buttons"),
        self.links.navigationButton("Cancel", to: self.local.navigation),
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
