import AnimalsData
import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData

extension AnimalEditor {
  /// The names of the fields the editor's Save posts.
  enum Field {
    /// The placeholder id of a new animal.
    static let draft = "draft"
    /// The id of the edited animal.
    static let animalId = "animalId"
    static let name = "name"
    static let diet = "diet"
    static let categoryId = "categoryId"

    /// The placeholder id the editor's Add posts (hidden).
    static let draftField = FormField(name: draft, label: "The new animal's placeholder id")
    /// The id the editor's Save posts (hidden).
    static let animalIdField = FormField(name: animalId, label: "The animal to save")
    /// The name as the editor shows it: labelled, limited as the data layer limits names.
    static let nameField = FormField(name: name, label: "Name", maxLength: Animal.maximumNameLength)
    /// The category, read as posted: which categories exist is the store's to say, when the
    /// form is dispatched (``EditorValues/requireCategory(_:in:)``); the picker draws its
    /// choices from the store (`Presenter.categoryField`).
    static let categoryField = FormField(name: categoryId, label: "Category")
    /// The diet picker: one of the book's diets.
    static let dietField = FormField(
      name: diet, label: "Diet", choices: Animal.Diet.allCases.map { FormField.Choice(value: $0.rawValue, title: $0.rawValue) }
    )
  }

  /// Save in "Add Animal"; `id` is the placeholder the new animal's status is kept under.
  struct AddForm: AnimalsForm {
    static let action = AnimalsFormAction.addAnimal

    let id: Animal.ID
    let name: String
    let diet: Animal.Diet
    let categoryId: AnimalsData.Category.ID

    @MainActor func dispatch(to provider: Provider<AnimalsStore>) throws(FormError) {
      try EditorValues.requireCategory(self.categoryId, in: provider.store)
      do {
        try provider.dispatcher.dispatch(
          action: .ui(.animalEditor(.onTapAddAnimalButton(id: self.id, name: self.name, diet: self.diet, categoryId: self.categoryId)))
        )
      } catch {
        // The reducer refuses a placeholder id that is taken, or too many pending edits.
        throw .failed("The animal could not be added: \(error.localizedDescription)")
      }
    }

    @MainActor func isSettled(in store: AnimalsStore) -> Bool {
      Self.isAnimalSettled(self.id, in: store)
    }
  }

  /// Save in "Edit Animal".
  struct UpdateForm: AnimalsForm {
    static let action = AnimalsFormAction.updateAnimal

    let animalId: Animal.ID
    let name: String
    let diet: Animal.Diet
    let categoryId: AnimalsData.Category.ID

    @MainActor func dispatch(to provider: Provider<AnimalsStore>) throws(FormError) {
      try EditorValues.requireCategory(self.categoryId, in: provider.store)
      guard Self.isKnownAnimal(self.animalId, in: provider.store) else {
        throw Self.unknownAnimal(self.animalId, field: Field.animalId)
      }
      do {
        try provider.dispatcher.dispatch(
          action: .ui(
            .animalEditor(.onTapUpdateAnimalButton(animalId: self.animalId, name: self.name, diet: self.diet, categoryId: self.categoryId))
          )
        )
      } catch {
        throw .failed("The animal could not be saved: \(error.localizedDescription)")
      }
    }

    @MainActor func isSettled(in store: AnimalsStore) -> Bool {
      Self.isAnimalSettled(self.animalId, in: store)
    }
  }

}

// Reading a form lives in extensions, so each form keeps its memberwise initialiser.
extension AnimalEditor.AddForm {
  init(_ submission: FormSubmission) throws(FormError) {
    let id = try submission.value(of: AnimalEditor.Field.draftField)
    let values = try AnimalEditor.EditorValues(submission)
    self.init(id: id, name: values.name, diet: values.diet, categoryId: values.categoryId)
  }
}

extension AnimalEditor.UpdateForm {
  init(_ submission: FormSubmission) throws(FormError) {
    let animalId = try submission.value(of: AnimalEditor.Field.animalIdField)
    let values = try AnimalEditor.EditorValues(submission)
    self.init(animalId: animalId, name: values.name, diet: values.diet, categoryId: values.categoryId)
  }
}

extension AnimalEditor {
  /// The three fields both forms share, read by the kit from their declarations in ``Field``
  /// (trimmed, required, the name's length, the diet one of the book's).
  fileprivate struct EditorValues {
    let name: String
    let diet: Animal.Diet
    let categoryId: String

    init(_ submission: FormSubmission) throws(FormError) {
      let name = try submission.value(of: Field.nameField)
      // The kit counts characters; the data layer counts Unicode scalars (a character may
      // carry any number of combining marks), in the same words.
      guard Animal.isNameWithinLimit(name) else {
        throw .invalidField(Field.name, reason: Animal.nameTooLongMessage)
      }
      self.name = name
      // One of the field's choices, each a diet's raw value.
      self.diet = try submission.value(of: Field.dietField, as: Animal.Diet.init(rawValue:))
      self.categoryId = try submission.value(of: Field.categoryField)
    }

    /// A category that is not in the store is refused before anything is dispatched.
    @MainActor static func requireCategory(_ categoryId: String, in store: AnimalsStore) throws(FormError) {
      guard store.select(AnimalsState.selectCategory(categoryId: categoryId)) != nil else {
        throw .invalidField(Field.categoryId, reason: "There is no category “\(categoryId)”.")
      }
    }
  }
}
