/// Everything that can happen in the Animals product, by where it happened. `Codable` (every
/// nested case too) so DevTools can export, replay and turn sessions into tests.
public enum AnimalsAction: Hashable, Sendable, Codable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension AnimalsAction {
  /// User events from the component tree, one sub-domain per component.
  public enum UI: Hashable, Sendable, Codable {
    case categoryList(_ action: CategoryList)
    case animalList(_ action: AnimalList)
    case animalDetail(_ action: AnimalDetail)
    case animalEditor(_ action: AnimalEditor)
  }
}

extension AnimalsAction.UI {
  public enum CategoryList: Hashable, Sendable, Codable {
    case onAppear
    case onTapReloadSampleDataButton
  }
}

extension AnimalsAction.UI {
  public enum AnimalList: Hashable, Sendable, Codable {
    case onAppear
    case onTapDeleteSelectedAnimalButton(animalId: Animal.ID)
  }
}

extension AnimalsAction.UI {
  public enum AnimalDetail: Hashable, Sendable, Codable {
    case onTapDeleteSelectedAnimalButton(animalId: Animal.ID)
  }
}

extension AnimalsAction.UI {
  public enum AnimalEditor: Hashable, Sendable, Codable {
    /// `id` is a placeholder that keys the add's status; the store assigns the real id.
    case onTapAddAnimalButton(
      id: Animal.ID,
      name: String,
      diet: Animal.Diet,
      categoryId: Category.ID
    )
    case onTapUpdateAnimalButton(
      animalId: Animal.ID,
      name: String,
      diet: Animal.Diet,
      categoryId: Category.ID
    )
  }
}

extension AnimalsAction {
  /// Results coming back from the persistent store.
  public enum Data: Hashable, Sendable, Codable {
    case persistentSession(_ action: PersistentSession)
    /// What the server's change feed reported: changes other clients (or this one) committed.
    case changeFeed(_ action: ChangeFeed)
  }
}

extension AnimalsAction.Data {
  /// Not in the book: how a client of a shared server learns of other clients' changes.
  public enum ChangeFeed: Hashable, Sendable, Codable {
    /// The server committed `change` (added, updated or deleted an animal).
    case didReceiveChange(change: AnimalsChange)
    /// The feed (re)connected or the data was replaced: these are all the server's rows now,
    /// read after the feed was listening, so nothing committed meanwhile is missed.
    case didResynchronize(animals: [Animal], categories: [Category])
    /// The feed (re)connected but reading the server's rows failed (its database is down):
    /// what the client shows may be stale. The next reconnection tries again.
    case didFailToResynchronize(error: String)
  }
}

extension AnimalsAction.Data {
  public enum PersistentSession: Hashable, Sendable, Codable {
    case didFetchCategories(result: FetchCategoriesResult)
    case didFetchAnimals(result: FetchAnimalsResult)
    case didReloadSampleData(result: ReloadSampleDataResult)
    case didAddAnimal(
      id: Animal.ID,
      result: AddAnimalResult
    )
    case didUpdateAnimal(
      animalId: Animal.ID,
      result: UpdateAnimalResult
    )
    case didDeleteAnimal(
      animalId: Animal.ID,
      result: DeleteAnimalResult
    )
  }
}

extension AnimalsAction.Data.PersistentSession {
  public enum FetchCategoriesResult: Hashable, Sendable, Codable {
    case success(categories: [Category])
    case failure(error: String)
  }

  public enum FetchAnimalsResult: Hashable, Sendable, Codable {
    case success(animals: [Animal])
    case failure(error: String)
  }

  public enum ReloadSampleDataResult: Hashable, Sendable, Codable {
    case success(
      animals: [Animal],
      categories: [Category]
    )
    case failure(error: String)
  }

  public enum AddAnimalResult: Hashable, Sendable, Codable {
    case success(animal: Animal)
    case failure(error: String)
  }

  public enum UpdateAnimalResult: Hashable, Sendable, Codable {
    case success(animal: Animal)
    case failure(error: String)
  }

  public enum DeleteAnimalResult: Hashable, Sendable, Codable {
    case success(animal: Animal)
    case failure(error: String)
  }
}
