import AnimalsData
import DomainRegistry
import Foundation
import PageMarkup
import Plot

extension AnimalEditor {
  /// Pure: plain values in, escaped HTML out.
  ///
  /// The fields start from the URL (what was typed before a Save that failed), else from the
  /// animal being edited, else empty. Save posts the form; the sheet stays until the status
  /// of `id` becomes `success`.
  struct Presenter: ComponentPresenter {
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
    /// The editor's refused Save, if the page is shown again after one: its typed values and
    /// error win over everything else.
    var submitted: SubmittedForm? = nil
  }
}

extension AnimalEditor.Presenter {
  var isAdding: Bool {
    if case .add = self.mode { return true }
    return false
  }

  var title: String { self.isAdding ? "Add Animal" : "Edit Animal" }

  /// The Save's form and, after a refused Save, what was typed and why it was refused.
  var input: FormInput {
    FormInput(action: (self.isAdding ? AnimalEditor.AddForm.action : AnimalEditor.UpdateForm.action).rawValue, submitted: self.submitted)
  }

  var name: String { self.input.value(of: AnimalEditor.Field.nameField, default: self.local.fields.name ?? self.animal?.name ?? "") }
  var diet: String {
    self.input.value(of: AnimalEditor.Field.dietField, default: self.local.fields.diet ?? self.animal?.diet.rawValue ?? "")
  }
  var categoryId: String {
    self.input.value(of: self.categoryField, default: self.local.fields.categoryId ?? self.animal?.categoryId ?? "")
  }

  /// The category picker's field: the form's declaration (``AnimalEditor/Field/categoryField``)
  /// with the categories in the store as its choices.
  var categoryField: FormField {
    let declared = AnimalEditor.Field.categoryField
    return FormField(
      name: declared.name,
      label: declared.label,
      choices: self.categories.map { FormField.Choice(value: $0.id, title: $0.name) }
    )
  }

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
    self.savingStatus.showing(self.input)
  }

  private var savingStatus: StatusLine {
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
        .group(Markup.formMarks(self.input)),
        Markup.hiddenField(Markup.returnField, self.links.page(self.local.saving)),
        idField,
        Markup.field(
          AnimalEditor.Field.nameField, in: self.input, value: self.name, id: "animals-editor-name",
          attributes: [("autocomplete", "off")]
        ),
        Markup.field(
          self.categoryField, in: self.input, kind: .select, value: self.categoryId, id: "animals-editor-category",
          placeholder: "Select a category"
        ),
        Markup.field(
          AnimalEditor.Field.dietField, in: self.input, kind: .select, value: self.diet, id: "animals-editor-diet",
          placeholder: "Select a diet"
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
}
