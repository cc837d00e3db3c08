import HashTreeCollections

/// Constant-time filters telling a selector whether an action may have changed its input.
public enum AnimalsFilter {}

extension AnimalsFilter {
  /// True for exactly the actions after which the categories may have changed.
  public static func filterCategories() -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { _, action in
      switch action {
      case .data(.persistentSession(.didFetchCategories(result: .success))):
        true
      case .data(.persistentSession(.didReloadSampleData(result: .success))):
        true
      case .data(.changeFeed(.didResynchronize)):
        true
      default:
        false
      }
    }
  }

  /// True for exactly the actions after which the animals of `categoryId` may have changed.
  ///
  /// `oldState` is the state before the action: an update counts when the animal moves into
  /// or out of the category.
  public static func filterAnimals(categoryId: Category.ID?) -> @Sendable (AnimalsState, AnimalsAction) -> Bool {
    { oldState, action in
      switch action {
      case .data(.persistentSession(.didFetchAnimals(result: .success))):
        true
      case .data(.persistentSession(.didReloadSampleData(result: .success))):
        true
      case .data(.persistentSession(.didAddAnimal(id: _, result: .success(animal: let animal)))):
        animal.categoryId == categoryId
      case .data(.persistentSession(.didDeleteAnimal(animalId: _, result: .success(animal: let animal)))):
        animal.categoryId == categoryId
      case .data(.persistentSession(.didUpdateAnimal(animalId: _, result: .success(animal: let animal)))):
        animal.categoryId == categoryId || oldState.animals.data[animal.animalId]?.categoryId == categoryId
      case .data(.changeFeed(.didResynchronize)):
        true
      case .data(.changeFeed(.didReceiveChange(change: .animalAdded(let animal)))),
        .data(.changeFeed(.didReceiveChange(change: .animalUpdated(let animal)))):
        animal.categoryId == categoryId || oldState.animals.data[animal.animalId]?.categoryId == categoryId
      case .data(.changeFeed(.didReceiveChange(change: .animalDeleted(animalId: let animalId)))):
        oldState.animals.data[animalId]?.categoryId == categoryId
      default:
        false
      }
    }
  }
}
