import AnimalsData

/// Answers one `RemoteRequest` against a persistent store: every query first, then every
/// mutation, each in array order, one result per operation.
///
/// Operations are not one transaction: when a mutation fails, the ones before it stay applied
/// (as in the book's server), and the whole request answers with the error.
public struct AnimalsAPI<PersistentStore>: Sendable where PersistentStore: PersistentSessionPersistentStore {
  public let store: PersistentStore

  public init(store: PersistentStore) {
    self.store = store
  }
}

extension AnimalsAPI {
  public func response(to request: RemoteRequest) async throws(AnimalsAPIError) -> RemoteResponse {
    do {
      var queries: Array<RemoteResponse.Query>?
      if let query = request.query {
        queries = []
        for operation in query {
          queries?.append(try await self.run(operation))
        }
      }
      var mutations: Array<RemoteResponse.Mutation>?
      if let mutation = request.mutation {
        mutations = []
        for operation in mutation {
          mutations?.append(try await self.run(operation))
        }
      }
      return RemoteResponse(query: queries, mutation: mutations)
    } catch {
      throw AnimalsAPIError(storeError: error)
    }
  }

  private func run(_ query: RemoteRequest.Query) async throws -> RemoteResponse.Query {
    switch query {
    case .categories:
      .categories(categories: try await self.store.fetchCategoriesQuery())
    case .animals:
      .animals(animals: try await self.store.fetchAnimalsQuery())
    }
  }

  private func run(_ mutation: RemoteRequest.Mutation) async throws -> RemoteResponse.Mutation {
    switch mutation {
    case .addAnimal(let name, let diet, let categoryId):
      return .addAnimal(animal: try await self.store.addAnimalMutation(name: name, diet: diet, categoryId: categoryId))
    case .updateAnimal(let animalId, let name, let diet, let categoryId):
      return .updateAnimal(
        animal: try await self.store.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
      )
    case .deleteAnimal(let animalId):
      return .deleteAnimal(animal: try await self.store.deleteAnimalMutation(animalId: animalId))
    case .reloadSampleData:
      let (animals, categories) = try await self.store.reloadSampleDataMutation()
      return .reloadSampleData(animals: animals, categories: categories)
    }
  }
}
