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
      default:
        false
      }
    }
  }
}
