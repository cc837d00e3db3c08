import AnimalsData
import ImmutableBinding

/// Selects what the presented confirmation needs: the categories' status for "Reload Sample
/// Data?", the animal and its status for "Delete <name>?".
@MainActor package final class ConfirmationContainer {
  private let confirmation: AnimalsConfirmation
  private let categoriesStatus: SelectCategoriesStatus?
  private let animal: SelectAnimal?
  private let animalStatus: SelectAnimalStatus?
  private let local: AnimalsLocalState
  private let links: AnimalsLinks

  package init(
    provider: Provider<AnimalsStore>,
    confirmation: AnimalsConfirmation,
    local: AnimalsLocalState,
    links: AnimalsLinks
  ) {
    self.confirmation = confirmation
    self.local = local
    self.links = links
    switch confirmation {
    case .reloadSampleData:
      self.categoriesStatus = SelectCategoriesStatus(provider.store)
      self.animal = nil
      self.animalStatus = nil
    case .deleteAnimal:
      self.categoriesStatus = nil
      self.animal = SelectAnimal(provider.store, animalId: local.selectedAnimalId)
      self.animalStatus = SelectAnimalStatus(provider.store, animalId: local.selectedAnimalId)
    }
  }

  /// The alert, or `nil` when there is nothing to confirm (the animal is gone).
  package func presenter() -> ConfirmationPresenter? {
    switch self.confirmation {
    case .reloadSampleData:
      return .reloadSampleData(
        isDisabled: self.categoriesStatus?.wrappedValue == .waiting,
        dismissed: self.local.navigation,
        links: self.links
      )
    case .deleteAnimal:
      guard let animal = self.animal?.wrappedValue else { return nil }
      return .deleteAnimal(
        AnimalItem(animal),
        isDisabled: self.animalStatus?.wrappedValue == .waiting,
        dismissed: self.local.navigation,
        links: self.links
      )
    }
  }

  package func cancel() {
    self.categoriesStatus?.selector.cancel()
    self.animal?.selector.cancel()
    self.animalStatus?.selector.cancel()
  }
}
