import Foundation
import AnimalsData
import DomainRegistry

/// What a user did on the Animals page, as the form posts say it.
package enum AnimalsEvent: Hashable, Sendable {
  /// "Yes, reload sample data".
  case tappedReloadSampleData
  /// A row's Delete in the list, or "Yes, delete <name>" in the detail.
  case tappedDeleteAnimal(animalId: Animal.ID, source: AnimalsDeleteSource)
  /// Save in "Add Animal".
  case tappedAddAnimal(AnimalEditor.AddAnimalData)
  /// Save in "Edit Animal".
  case tappedUpdateAnimal(AnimalEditor.UpdateAnimalData)
}

extension AnimalsEvent {
  /// Reads a posted form of `action`. A missing, empty or unknown value is a `FormError`
  /// that names the field; nothing is dispatched.
  package init(action: AnimalsFormAction, form: [String: String]) throws(FormError) {
    switch action {
    case .reloadSampleData:
      self = .tappedReloadSampleData
    case .deleteAnimal:
      let animalId = try Self.required(AnimalsFormField.animalId, in: form, reason: "No animal was chosen.")
      let source = try Self.required(AnimalsFormField.source, in: form, reason: "It must be “list” or “detail”.")
      guard let source = AnimalsDeleteSource(rawValue: source) else {
        throw .invalidField(AnimalsFormField.source, reason: "It must be “list” or “detail”.")
      }
      self = .tappedDeleteAnimal(animalId: animalId, source: source)
    case .addAnimal:
      let id = try Self.required(AnimalsFormField.draft, in: form, reason: "The new animal has no placeholder id.")
      let fields = try Self.editorFields(form)
      self = .tappedAddAnimal(
        AnimalEditor.AddAnimalData(id: id, name: fields.name, diet: fields.diet, categoryId: fields.categoryId)
      )
    case .updateAnimal:
      let animalId = try Self.required(AnimalsFormField.animalId, in: form, reason: "No animal was chosen.")
      let fields = try Self.editorFields(form)
      self = .tappedUpdateAnimal(
        AnimalEditor.UpdateAnimalData(
          animalId: animalId, name: fields.name, diet: fields.diet, categoryId: fields.categoryId
        )
      )
    }
  }

  private static func required(_ name: String, in form: [String: String], reason: String) throws(FormError) -> String {
    guard let value = form[name] else { throw .missingField(name) }
    guard !value.isEmpty else { throw .invalidField(name, reason: reason) }
    return value
  }

  /// The editor's three fields, each required (a name of spaces counts as empty).
  private static func editorFields(
    _ form: [String: String]
  ) throws(FormError) -> (name: String, diet: Animal.Diet, categoryId: String) {
    let name = try Self.required(AnimalsFormField.name, in: form, reason: "The name must not be empty.")
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard !name.isEmpty else {
      throw .invalidField(AnimalsFormField.name, reason: "The name must not be empty.")
    }
    guard Animal.isNameWithinLimit(name) else {
      throw .invalidField(AnimalsFormField.name, reason: "A name can have at most \(Animal.maximumNameLength) characters.")
    }
    let dietReason = "Choose a diet: \(Animal.Diet.allCases.map(\.rawValue).joined(separator: ", "))."
    let dietValue = try Self.required(AnimalsFormField.diet, in: form, reason: dietReason)
    guard let diet = Animal.Diet(rawValue: dietValue) else {
      throw .invalidField(AnimalsFormField.diet, reason: dietReason)
    }
    let categoryId = try Self.required(AnimalsFormField.categoryId, in: form, reason: "Choose a category.")
    return (name, diet, categoryId)
  }
}
