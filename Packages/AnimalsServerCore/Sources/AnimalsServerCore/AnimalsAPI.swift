public import AnimalsData

/// Answers one `RemoteRequest` against a persistent store: every query first, then every
/// mutation, each in array order, one result per operation.
///
/// Operations are not one transaction: when a mutation fails, the ones before it stay applied
/// (as in the book's server), and the whole request answers with the error.
public struct AnimalsAPI<PersistentStore>: Sendable where PersistentStore: PersistentSessionPersistentStore {
  /// The store queries and mutations run against.
  public let store: PersistentStore
  /// What one request may ask for.
  public let limits: AnimalsAPILimits

  /// An API over `store` that refuses requests beyond `limits`.
  public init(store: PersistentStore, limits: AnimalsAPILimits = .standard) {
    self.store = store
    self.limits = limits
  }
}

extension AnimalsAPI {
  /// Refuses, before anything runs, a request with too many operations or a name over
  /// ``AnimalsData/Animal/maximumNameLength``: such a request changes nothing.
  public func check(_ request: RemoteRequest) throws(AnimalsAPIError) {
    let operations = (request.query?.count ?? 0) + (request.mutation?.count ?? 0)
    guard operations <= self.limits.maximumOperations else {
      throw AnimalsAPIError(
        code: .tooLarge,
        message: "A request may have at most \(self.limits.maximumOperations) operations; this one has \(operations)."
      )
    }
    for mutation in request.mutation ?? [] {
      switch mutation {
      case .addAnimal(let name, _, _), .updateAnimal(_, let name, _, _):
        guard Animal.isNameWithinLimit(name) else {
          throw AnimalsAPIError(
            code: .invalidAnimal,
            message: Animal.nameTooLongMessage
          )
        }
      case .deleteAnimal, .reloadSampleData:
        break
      }
    }
  }

  /// Checks `request` against ``limits``, then runs its queries and mutations in order and
  /// answers one result per operation; the first failing operation ends the request with its
  /// error (the ones before it stay applied).
  public func response(to request: RemoteRequest) async throws(AnimalsAPIError) -> RemoteResponse {
    try self.check(request)
    do {
      var queries: [RemoteResponse.Query]?
      if let query = request.query {
        queries = []
        for operation in query {
          queries?.append(try await self.run(operation))
        }
      }
      var mutations: [RemoteResponse.Mutation]?
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
