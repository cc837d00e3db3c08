/// The body the server answers one `RemoteRequest` with: one result per query and per mutation,
/// in the order they were asked for. A nil list is left out of the JSON.
public struct RemoteResponse: Hashable, Codable, Sendable {
  /// One result per query of the request.
  public let query: [Query]?
  /// One result per mutation of the request.
  public let mutation: [Mutation]?

  /// The answer with `query` and `mutation` results (nil: none asked for).
  public init(query: [Query]? = nil, mutation: [Mutation]? = nil) {
    self.query = query
    self.mutation = mutation
  }
}

extension RemoteResponse {
  /// The result of a `RemoteRequest.Query`, e.g. `{"categories":{"categories":[…]}}`.
  public enum Query: Hashable, Codable, Sendable {
    case categories(categories: [Category])
    case animals(animals: [Animal])
  }
}

extension RemoteResponse {
  /// The result of a `RemoteRequest.Mutation`, e.g. `{"addAnimal":{"animal":{…}}}`.
  public enum Mutation: Hashable, Codable, Sendable {
    case addAnimal(animal: Animal)
    case updateAnimal(animal: Animal)
    case deleteAnimal(animal: Animal)
    case reloadSampleData(
      animals: [Animal],
      categories: [Category]
    )
  }
}
