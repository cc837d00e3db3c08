public import Foundation
public import Services

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// The Animals persistent store on an AnimalsServer: one `POST /animals/api` per operation.
///
/// Transport and HTTP failures come back as the session's errors (a non-2xx answer is a
/// `NetworkSessionError`); a 2xx answer without the expected result is a `RemoteStoreError`,
/// which the book calls `RemoteResponse.Query.Error`, `RemoteResponse.Mutation.Error` or
/// `RemoteStore.Error`.
final public actor RemoteStore<NetworkSession>: PersistentSessionPersistentStore
where NetworkSession: RemoteStoreNetworkSession {
  /// The book's base URL, `http://localhost:8080`: a store made with `RemoteStore(session:)`
  /// posts to `http://localhost:8080/animals/api`, as the book's tests expect.
  ///
  /// An app that means one address passes it (this repository's apps and command-line tool pass
  /// `http://127.0.0.1:<port>`, where AnimalsServer listens, so a name that resolves to `::1`
  /// first never misses the server):
  ///
  /// ```swift
  /// let store = RemoteStore(session: NetworkSession.bounded(), baseURL: URL(string: "http://127.0.0.1:8080")!)
  /// ```
  public static var defaultBaseURL: URL {
    URL(string: "http://localhost:8080")!
  }

  private let session: NetworkSession
  /// The API endpoint, `<base URL>/animals/api`.
  public nonisolated let url: URL

  public init(
    session: NetworkSession,
    baseURL: URL = RemoteStore.defaultBaseURL
  ) {
    self.session = session
    self.url = baseURL.appendingPathComponent("animals/api")
  }
}

extension RemoteStore {
  package func networkRequest(_ remoteRequest: RemoteRequest) throws -> URLRequest {
    var request = URLRequest(url: self.url)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.httpBody = try JSONEncoder().encode(remoteRequest)
    return request
  }

  private func response(_ remoteRequest: RemoteRequest) async throws -> RemoteResponse {
    try await self.session.json(
      for: self.networkRequest(remoteRequest),
      from: JSONDecoder()
    )
  }

  private func query(_ query: RemoteRequest.Query) async throws -> [RemoteResponse.Query] {
    try await self.response(RemoteRequest(query: [query])).query ?? []
  }

  private func mutation(_ mutation: RemoteRequest.Mutation) async throws -> [RemoteResponse.Mutation] {
    try await self.response(RemoteRequest(mutation: [mutation])).mutation ?? []
  }
}

extension RemoteStore {
  public func fetchCategoriesQuery() async throws -> [Category] {
    for case .categories(let categories) in try await self.query(.categories) {
      return categories
    }
    throw RemoteStoreError(code: .categoriesNotFound)
  }

  public func fetchAnimalsQuery() async throws -> [Animal] {
    for case .animals(let animals) in try await self.query(.animals) {
      return animals
    }
    throw RemoteStoreError(code: .animalsNotFound)
  }

  public func addAnimalMutation(
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    let results = try await self.mutation(.addAnimal(name: name, diet: diet, categoryId: categoryId))
    for case .addAnimal(let animal) in results {
      return animal
    }
    throw RemoteStoreError(code: .animalNotFound)
  }

  public func updateAnimalMutation(
    animalId: String,
    name: String,
    diet: Animal.Diet,
    categoryId: String
  ) async throws -> Animal {
    let results = try await self.mutation(.updateAnimal(animalId: animalId, name: name, diet: diet, categoryId: categoryId))
    for case .updateAnimal(let animal) in results {
      return animal
    }
    throw RemoteStoreError(code: .animalNotFound)
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    for case .deleteAnimal(let animal) in try await self.mutation(.deleteAnimal(animalId: animalId)) {
      return animal
    }
    throw RemoteStoreError(code: .animalNotFound)
  }

  public func reloadSampleDataMutation() async throws -> (
    animals: [Animal],
    categories: [Category]
  ) {
    for case .reloadSampleData(let animals, let categories) in try await self.mutation(.reloadSampleData) {
      return (animals: animals, categories: categories)
    }
    throw RemoteStoreError(code: .sampleDataNotFound)
  }
}
