import AnimalsData
import DomainRegistry
import ImmutableBinding

extension AnimalEditor {
  /// Selects the edited animal, the status of its save and the categories for the picker.
  @MainActor final class Container {
    private let animal: AnimalsSelector<Animal?>
    private let status: AnimalsSelector<Status?>
    private let categories: AnimalsSortedSelector<AnimalsData.Category.ID, AnimalsData.Category>
    private let mode: AnimalsEditorMode
    private let id: Animal.ID
    private let local: AnimalsLocalState
    private let links: AnimalsLinks
    private let submitted: SubmittedForm?

    /// `id` is the edited animal's id, or the placeholder id of a new one (as in the book,
    /// the animal selector then finds nothing).
    init(
      provider: Provider<AnimalsStore>,
      mode: AnimalsEditorMode,
      id: Animal.ID,
      local: AnimalsLocalState,
      links: AnimalsLinks,
      submitted: SubmittedForm? = nil
    ) {
      self.animal = Select.animal(provider.store, animalId: id)
      self.status = Select.animalStatus(provider.store, animalId: id)
      self.categories = Select.categoriesValues(provider.store)
      self.mode = mode
      self.id = id
      self.local = local
      self.links = links
      self.submitted = submitted
    }

    /// The sheet, or `nil` once the save it waited for succeeded (the book dismisses the sheet
    /// when the status changes to `success`).
    func presenter() -> AnimalEditor.Presenter? {
      let status = self.status.output
      if self.local.isSaving, status == .success {
        return nil
      }
      return AnimalEditor.Presenter(
        animal: self.animal.output.map(AnimalItem.init),
        status: status,
        categories: self.categories.output.map(CategoryItem.init),
        mode: self.mode,
        id: self.id,
        local: self.local,
        links: self.links,
        submitted: self.submitted
      )
    }

    func cancel() {
      self.animal.cancel()
      self.status.cancel()
      self.categories.cancel()
    }
  }
}
