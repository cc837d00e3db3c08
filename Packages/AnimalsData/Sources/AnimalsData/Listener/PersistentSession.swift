import Foundation
package import ImmutableData

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
  /// Awaits `operation`, then dispatches `success(value)`; on failure dispatches
  /// `failure(description)` and rethrows.
  private func report<T: Sendable>(
    to dispatcher: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction>,
    _ operation: () async throws -> T,
    success: @Sendable (T) -> AnimalsAction.Data.PersistentSession,
    failure: @Sendable (String) -> AnimalsAction.Data.PersistentSession
  ) async throws {
    let value: T
    do {
      value = try await operation()
    } catch {
      try await dispatcher.dispatch(action: .data(.persistentSession(failure(error.localizedDescription))))
      throw error
    }
    try await dispatcher.dispatch(action: .data(.persistentSession(success(value))))
  }
}

extension PersistentSession {
  nonisolated package func fetchAnimalsQuery<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.fetchAnimalsQuery() },
        success: { .didFetchAnimals(result: .success(animals: $0)) },
        failure: { .didFetchAnimals(result: .failure(error: $0)) }
      )
    }
  }

  nonisolated package func addAnimalMutation<Dispatcher, Selector>(id: String, name: String, diet: Animal.Diet, categoryId: String)
    -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId) },
        success: { .didAddAnimal(id: id, result: .success(animal: $0)) },
        failure: { .didAddAnimal(id: id, result: .failure(error: $0)) }
      )
    }
  }

  nonisolated package func updateAnimalMutation<Dispatcher, Selector>(animalId: String, name: String, diet: Animal.Diet, categoryId: String)
    -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId) },
        success: { .didUpdateAnimal(animalId: animalId, result: .success(animal: $0)) },
        failure: { .didUpdateAnimal(animalId: animalId, result: .failure(error: $0)) }
      )
    }
  }

  nonisolated package func deleteAnimalMutation<Dispatcher, Selector>(
    animalId: String
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.deleteAnimalMutation(animalId: animalId) },
        success: { .didDeleteAnimal(animalId: animalId, result: .success(animal: $0)) },
        failure: { .didDeleteAnimal(animalId: animalId, result: .failure(error: $0)) }
      )
    }
  }

  nonisolated package func fetchCategoriesQuery<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.fetchCategoriesQuery() },
        success: { .didFetchCategories(result: .success(categories: $0)) },
        failure: { .didFetchCategories(result: .failure(error: $0)) }
      )
    }
  }

  nonisolated package func reloadSampleDataMutation<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<AnimalsState, AnimalsAction>, Selector: ImmutableData.Selector<AnimalsState> {
    { dispatcher, _ in
      try await self.report(
        to: dispatcher,
        { try await self.store.reloadSampleDataMutation() },
        success: { .didReloadSampleData(result: .success(animals: $0.animals, categories: $0.categories)) },
        failure: { .didReloadSampleData(result: .failure(error: $0)) }
      )
    }
  }
}
