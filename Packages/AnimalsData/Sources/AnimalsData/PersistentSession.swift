import ImmutableData

/// Builds the thunks that run one store operation each and report its result as an action.
///
/// Every thunk dispatches a `success` action with the store's values, or a `failure` action
/// carrying the error's description and then rethrows the error to whoever dispatched it.
final package actor PersistentSession<PersistentStore> where PersistentStore: PersistentSessionPersistentStore {
  private let store: PersistentStore

  package init(store: PersistentStore) {
    self.store = store
  }
}

extension PersistentSession {
  /// Awaits `operation`; on failure dispatches `failure(description)` and rethrows.
  private func perform<T: Sendable>(
    dispatcher: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    _ operation: () async throws -> T,
    failure: @Sendable (String) -> AnimalsAction.Data.PersistentSession
  ) async throws -> T {
    do {
      return try await operation()
    } catch {
      try await dispatcher.dispatch(action: .data(.persistentSession(failure(error.localizedDescription))))
      throw error
    }
  }
}

extension PersistentSession {
  nonisolated package func fetchAnimalsQuery<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let animals = try await self.perform(dispatcher: dispatcher, { try await self.store.fetchAnimalsQuery() }) {
        .didFetchAnimals(result: .failure(error: $0))
      }
      try await dispatcher.dispatch(action: .data(.persistentSession(.didFetchAnimals(result: .success(animals: animals)))))
    }
  }

  nonisolated package func addAnimalMutation<Dispatcher, Selector>(
    id: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let animal = try await self.perform(
        dispatcher: dispatcher,
        { try await self.store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId) }
      ) {
        .didAddAnimal(id: id, result: .failure(error: $0))
      }
      try await dispatcher.dispatch(action: .data(.persistentSession(.didAddAnimal(id: id, result: .success(animal: animal)))))
    }
  }

  nonisolated package func updateAnimalMutation<Dispatcher, Selector>(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let animal = try await self.perform(
        dispatcher: dispatcher,
        { try await self.store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId) }
      ) {
        .didUpdateAnimal(animalId: animalId, result: .failure(error: $0))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didUpdateAnimal(animalId: animalId, result: .success(animal: animal))))
      )
    }
  }

  nonisolated package func deleteAnimalMutation<Dispatcher, Selector>(
    animalId: String
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let animal = try await self.perform(dispatcher: dispatcher, { try await self.store.deleteAnimalMutation(animalId: animalId) }) {
        .didDeleteAnimal(animalId: animalId, result: .failure(error: $0))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didDeleteAnimal(animalId: animalId, result: .success(animal: animal))))
      )
    }
  }

  nonisolated package func fetchCategoriesQuery<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let categories = try await self.perform(dispatcher: dispatcher, { try await self.store.fetchCategoriesQuery() }) {
        .didFetchCategories(result: .failure(error: $0))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didFetchCategories(result: .success(categories: categories))))
      )
    }
  }

  nonisolated package func reloadSampleDataMutation<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      let (animals, categories) = try await self.perform(dispatcher: dispatcher, { try await self.store.reloadSampleDataMutation() }) {
        .didReloadSampleData(result: .failure(error: $0))
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.didReloadSampleData(result: .success(animals: animals, categories: categories))))
      )
    }
  }
}
