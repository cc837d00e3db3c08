import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData

/// A form of the Animals page, read in one place: its field names, its decoding into what the
/// user did, the action it dispatches, and when that action's work is done.
///
/// Each component that posts defines its form next to its Presenter; `AnimalsModule.actions`
/// lists them, one `FormAction` per form.
protocol AnimalsForm: Hashable, Sendable {
  /// The form action the form posts to (`/animals/actions/<name>`).
  static var action: AnimalsFormAction { get }

  /// Reads a posted form. A missing, empty or unknown value throws a `FormError` that names
  /// the field; nothing is dispatched.
  init(fields: [String: String]) throws(FormError)

  /// Dispatches the action the form means, through the component the book dispatches it from.
  /// A reference to something that does not exist, or an action the reducer refuses, is a
  /// `FormError` with a message for that failure; the state is then unchanged.
  @MainActor func dispatch(to provider: Provider<AnimalsStore>) throws(FormError)

  /// True once the work the action started has finished, either way: its status left `waiting`.
  @MainActor func isSettled(in store: AnimalsStore) -> Bool
}

extension AnimalsForm {
  /// Waits until the form's work settled or `limit` passed, whichever comes first.
  ///
  /// A form post waits here before its redirect, so the page it lands on already shows the
  /// outcome, also without script. Past the limit the page shows `waiting` and updates live.
  @MainActor func settle(in store: AnimalsStore, limit: Duration) async {
    let form = self
    await store.waitUntilSettled(limit: limit) { form.isSettled(in: $0) }
  }

  /// The field `name`: missing is `missingField`, empty is `invalidField` with `reason`.
  static func required(_ name: String, in fields: [String: String], reason: String) throws(FormError) -> String {
    guard let value = fields[name] else { throw .missingField(name) }
    guard !value.isEmpty else { throw .invalidField(name, reason: reason) }
    return value
  }

  /// The error for an animal id that is not in the store (deleted in another window, or made up).
  static func unknownAnimal(_ animalId: String, field: String) -> FormError {
    .invalidField(field, reason: "There is no animal with the id “\(animalId)”; it may have been deleted in another window.")
  }

  /// Whether the work on the animal `animalId` (an add, save or delete) finished, either way:
  /// its status left `waiting`.
  @MainActor static func isAnimalSettled(_ animalId: String, in store: AnimalsStore) -> Bool {
    store.select(AnimalsState.selectAnimalStatus(animalId: animalId)) != .waiting
  }

  /// Whether the animal `animalId` is in the store.
  @MainActor static func isKnownAnimal(_ animalId: String, in store: AnimalsStore) -> Bool {
    store.select(AnimalsState.selectAnimal(animalId: animalId)) != nil
  }
}

/// The forms of the Animals page by name; each posts, then the host redirects back to the page.
enum AnimalsFormAction: String, Hashable, Sendable, CaseIterable {
  /// `CategoryList.Form`: no fields.
  case reloadSampleData = "reload-sample-data"
  /// `AnimalList.Form`: `animalId` and `source` (`list` or `detail`: where the delete was tapped).
  case deleteAnimal = "delete-animal"
  /// `AnimalEditor.AddForm`: `draft` (the placeholder id), `name`, `diet`, `categoryId`.
  case addAnimal = "add-animal"
  /// `AnimalEditor.UpdateForm`: `animalId`, `name`, `diet`, `categoryId`.
  case updateAnimal = "update-animal"
}
