import AnimalsData
import ImmutableBinding

extension AnimalEditor {
  /// Selects the edited animal, the status of its save and the categories for the picker.
  @MainActor package final class Container {
    private let animal: SelectAnimal
    private let status: SelectAnimalStatus
    private let categories: SelectCategoriesValues
    private let mode: AnimalsEditorMode
    private let id: Animal.ID
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    /// `id` is the edited animal's id, or the placeholder id of a new one (as in the book,
    /// `SelectAnimal` then finds nothing).
    package init(
      provider: Provider<AnimalsStore>,
      mode: AnimalsEditorMode,
      id: Animal.ID,
      local: AnimalsLocalState,
      links: AnimalsLinks
    ) {
      self.animal = SelectAnimal(provider.store, animalId: id)
      self.status = SelectAnimalStatus(provider.store, animalId: id)
      self.categories = SelectCategoriesValues(provider.store)
      self.mode = mode
      self.id = id
      self.local = local
      self.links = links
    }

    /// The sheet, or `nil` once the save it waited for succeeded (the book dismisses the sheet
    /// when the status changes to `success`).
    package func presenter() -> AnimalEditor.Presenter? {
      let status = self.status.wrappedValue
      if self.local.isSaving, status == .success {
        return nil
      }
      return AnimalEditor.Presenter(
        animal: self.animal.wrappedValue.map(AnimalItem.init),
        status: status,
        categories: self.categories.wrappedValue.map(CategoryItem.init),
        mode: self.mode,
        id: self.id,
        local: self.local,
        links: self.links
      )
    }

    package func cancel() {
      self.animal.selector.cancel()
      self.status.selector.cancel()
      self.categories.selector.cancel()
    }
  }
}

extension AnimalEditor {
  /// What Save posts for a new animal; `id` is the placeholder its status is kept under.
  package struct AddAnimalData: Hashable, Sendable {
    package let id: Animal.ID
    package let name: String
    package let diet: Animal.Diet
    package let categoryId: AnimalsData.Category.ID

    package init(id: Animal.ID, name: String, diet: Animal.Diet, categoryId: AnimalsData.Category.ID) {
      self.id = id
      self.name = name
      self.diet = diet
      self.categoryId = categoryId
    }
  }

  /// What Save posts for an existing animal.
  package struct UpdateAnimalData: Hashable, Sendable {
    package let animalId: Animal.ID
    package let name: String
    package let diet: Animal.Diet
    package let categoryId: AnimalsData.Category.ID

    package init(animalId: Animal.ID, name: String, diet: Animal.Diet, categoryId: AnimalsData.Category.ID) {
      self.animalId = animalId
      self.name = name
      self.diet = diet
      self.categoryId = categoryId
    }
  }
}

extension AnimalEditor.Container {
  package static func onTapAddAnimalButton(
    data: AnimalEditor.AddAnimalData,
    dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>
  ) throws {
    try dispatcher.dispatch(
      action: .ui(
        .animalEditor(.onTapAddAnimalButton(id: data.id, name: data.name, diet: data.diet, categoryId: data.categoryId))
      )
    )
  }

  package static func onTapUpdateAnimalButton(
    data: AnimalEditor.UpdateAnimalData,
    dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>
  ) throws {
    try dispatcher.dispatch(
      action: .ui(
        .animalEditor(
          .onTapUpdateAnimalButton(
            animalId: data.animalId, name: data.name, diet: data.diet, categoryId: data.categoryId
          )
        )
      )
    )
  }
}
