import AnimalsData
import ImmutableBinding

extension AnimalDetail {
  /// Selects the selected animal, its category and the status of work on it.
  @MainActor package final class Container {
    private let animal: SelectAnimal
    private let category: SelectCategory
    private let status: SelectAnimalStatus
    private let local: AnimalsLocalState
    private let links: AnimalsLinks

    package init(provider: Provider<AnimalsStore>, local: AnimalsLocalState, links: AnimalsLinks) {
      self.animal = SelectAnimal(provider.store, animalId: local.selectedAnimalId)
      self.category = SelectCategory(provider.store, animalId: local.selectedAnimalId)
      self.status = SelectAnimalStatus(provider.store, animalId: local.selectedAnimalId)
      self.local = local
      self.links = links
    }

    package func presenter() -> AnimalDetail.Presenter {
      AnimalDetail.Presenter(
        animal: self.animal.wrappedValue.map(AnimalItem.init),
        category: self.category.wrappedValue.map(CategoryItem.init),
        status: self.status.wrappedValue,
        local: self.local,
        links: self.links
      )
    }

    package func cancel() {
      self.animal.selector.cancel()
      self.category.selector.cancel()
      self.status.selector.cancel()
    }
  }
}

extension AnimalDetail.Container {
  package static func onTapDeleteSelectedAnimalButton(
    animalId: Animal.ID,
    dispatcher: ImmutableBinding.Dispatcher<AnimalsStore>
  ) throws {
    try dispatcher.dispatch(action: .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: animalId))))
  }
}
