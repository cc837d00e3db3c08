import AnimalsData
import ImmutableBinding

extension AnimalList {
  /// Selects the selected category's animals (sorted), the category and the fetch status.
  @MainActor package final class Container {
    private let animals: SelectAnimalsValues
    private let category: SelectCategory
    private let status: SelectAnimalsStatus
    private let local: AnimalsLocalState
    private let links: AnimalsLinks
    private let newAnimalId: String

    package init(
      provider: Provider<AnimalsStore>,
      local: AnimalsLocalState,
      links: AnimalsLinks,
      newAnimalId: String
    ) {
      self.animals = SelectAnimalsValues(provider.store, categoryId: local.selectedCategoryId)
      self.category = SelectCategory(provider.store, categoryId: local.selectedCategoryId)
      self.status = SelectAnimalsStatus(provider.store)
      self.local = local
      self.links = links
      self.newAnimalId = newAnimalId
    }

    package func presenter() -> AnimalList.Presenter {
      AnimalList.Presenter(
        animals: self.animals.wrappedValue.map(AnimalItem.init),
        category: self.category.wrappedValue.map(CategoryItem.init),
        status: self.status.wrappedValue,
        local: self.local,
        links: self.links,
        newAnimalId: self.newAnimalId
      )
    }

    package func cancel() {
      self.animals.selector.cancel()
      self.category.selector.cancel()
      self.status.selector.cancel()
    }
  }
}

extension AnimalList.Container {
  package static func onAppear(dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>) throws {
    try dispatcher.dispatch(action: .ui(.animalList(.onAppear)))
  }

  package static func onTapDeleteSelectedAnimalButton(
    animalId: Animal.ID,
    dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>
  ) throws {
    try dispatcher.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: animalId))))
  }
}
