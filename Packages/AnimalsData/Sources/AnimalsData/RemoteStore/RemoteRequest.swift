/// The body of one `POST /animals/api`.
///
/// The server runs every query, then every mutation, each in array order. A nil list is left out
/// of the JSON, so `RemoteRequest(query: [.categories])` encodes as
/// `{"query":[{"categories":{}}]}`.
public struct RemoteRequest: Hashable, Codable, Sendable {
  /// The reads, run first, in order.
  public let query: [Query]?
  /// The writes, run after the reads, in order.
  public let mutation: [Mutation]?

  /// A request for `query` and `mutation` (nil: none).
  public init(query: [Query]? = nil, mutation: [Mutation]? = nil) {
    self.query = query
    self.mutation = mutation
  }
}

extension RemoteRequest {
  /// A read. Each case encodes as an object keyed by its name with an empty object inside.
  public enum Query: Hashable, Codable, Sendable {
    case categories
    case animals
  }
}

extension RemoteRequest {
  /// A write. Associated values encode under their labels, e.g.
  /// `{"deleteAnimal":{"animalId":"Cat"}}`.
  public enum Mutation: Hashable, Codable, Sendable {
    case addAnimal(
      name: String,
      diet: Animal.Diet,
      categoryId: String
    )
    case updateAnimal(
      animalId: String,
      name: String,
      diet: Animal.Diet,
      categoryId: String
    )
    case deleteAnimal(animalId: String)
    case reloadSampleData
  }
}
