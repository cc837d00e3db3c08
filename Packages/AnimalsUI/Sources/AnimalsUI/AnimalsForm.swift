import AnimalsData
import DomainRegistry
import ImmutableBinding
import ImmutableData

/// A form of the Animals page: a ``DomainRegistry/ModuleForm`` dispatching to the module's
/// provider, with what the Animals forms share: its name from ``AnimalsFormAction`` and
/// settling once the Listener's work on it is done. Each reads its post with the kit
/// (`FormSubmission.value(of:)` and the `FormField`s it declares, the ones its Presenter draws).
///
/// Each component that posts defines its forms next to its Presenter; `AnimalsModule.actions`
/// lists them, one `FormAction` per form.
protocol AnimalsForm: ModuleForm, Hashable where Target == Provider<AnimalsStore> {
  /// The form action the form posts to (`/animals/actions/<name>`).
  static var action: AnimalsFormAction { get }

  /// True once the work the action started has finished, either way: its status left `waiting`.
  @MainActor func isSettled(in store: AnimalsStore) -> Bool
}

extension AnimalsForm {
  static var name: String { action.rawValue }

  /// How long a post waits for its work before the host redirects anyway (the page then shows
  /// `waiting` and updates live).
  static var settleLimit: Duration { .seconds(5) }

  /// Waits until the form's work settled or ``settleLimit`` passed: the page the post lands
  /// on already shows the outcome, also without script.
  @MainActor func settle(in provider: Provider<AnimalsStore>) async {
    await self.settle(in: provider.store, limit: Self.settleLimit)
  }

  /// Waits until the form's work settled or `limit` passed, whichever comes first.
  @MainActor func settle(in store: AnimalsStore, limit: Duration) async {
    let form = self
    _ = await store.wait(limit: limit) { form.isSettled(in: $0) }
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
