/// One animal category. The set of categories is fixed; animals point at one by id.
public struct Category: Hashable, Sendable, Codable {
  public let categoryId: String
  public let name: String

  /// Public so apps, servers and stores outside this package can build values they decoded.
  public init(
    categoryId: String,
    name: String
  ) {
    self.categoryId = categoryId
    self.name = name
  }
}

extension Category: Identifiable {
  public var id: String {
    self.categoryId
  }
}
