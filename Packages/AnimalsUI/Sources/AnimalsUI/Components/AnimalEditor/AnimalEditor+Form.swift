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

    /// The name as the editor shows it: labelled, limited as the data layer limits names.
    static let nameField = FormField(name: name, label: "Name", maxLength: Animal.maximumNameLength)
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
        try AnimalEditor.Container.onTapAddAnimalButton(data: self, dispatcher: provider.dispatcher)
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
        try AnimalEditor.Container.onTapUpdateAnimalButton(data: self, dispatcher: provider.dispatcher)
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
  init(fields: [String: String]) throws(FormError) {
    let id = try Self.required(AnimalEditor.Field.draft, in: fields, reason: "The new animal has no placeholder id.")
    let values = try AnimalEditor.EditorValues(fields: fields)
    self.init(id: id, name: values.name, diet: values.diet, categoryId: values.categoryId)
  }
}

extension AnimalEditor.UpdateForm {
  init(fields: [String: String]) throws(FormError) {
    let animalId = try Self.required(AnimalEditor.Field.animalId, in: fields, reason: "No animal was chosen.")
    let values = try AnimalEditor.EditorValues(fields: fields)
    self.init(animalId: animalId, name: values.name, diet: values.diet, categoryId: values.categoryId)
  }
}

extension AnimalEditor {
  /// The three fields both forms share, each required (a name of spaces counts as empty).
  fileprivate struct EditorValues {
    let name: String
    let diet: Animal.Diet
    let categoryId: String

    init(fields: [String: String]) throws(FormError) {
      let name = try AddForm.required(Field.name, in: fields, reason: "The name must not be empty.")
        .trimmingCharacters(in: .whitespacesAndNewlines)
      guard !name.isEmpty else {
        throw .invalidField(Field.name, reason: "The name must not be empty.")
      }
      guard Animal.isNameWithinLimit(name) else {
        throw .invalidField(Field.name, reason: Animal.nameTooLongMessage)
      }
      let dietReason = "Choose a diet: \(Animal.Diet.allCases.map(\.rawValue).joined(separator: ", "))."
      guard let diet = Animal.Diet(rawValue: try AddForm.required(Field.diet, in: fields, reason: dietReason)) else {
        throw .invalidField(Field.diet, reason: dietReason)
      }
      self.name = name
      self.diet = diet
      self.categoryId = try AddForm.required(Field.categoryId, in: fields, reason: "Choose a category.")
    }

    /// A category that is not in the store is refused before anything is dispatched.
    @MainActor static func requireCategory(_ categoryId: String, in store: AnimalsStore) throws(FormError) {
      guard store.select(AnimalsState.selectCategory(categoryId: categoryId)) != nil else {
        throw .invalidField(Field.categoryId, reason: "There is no category “\(categoryId)”.")
      }
    }
  }
}
