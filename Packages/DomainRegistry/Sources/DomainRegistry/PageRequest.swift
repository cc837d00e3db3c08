/// What a page sees of a request: local (per-tab) state lives in the query parameters.
public struct PageRequest: Sendable, Equatable {
  /// The path and query of the page, e.g. `/animals?category=Mammal`; forms post it back as
  /// `return` so the host can redirect to the same view.
  public let location: String
  public let query: [String: String]

  public init(location: String, query: [String: String] = [:]) {
    self.location = location
    self.query = query
  }
}
