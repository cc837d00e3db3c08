/// What a page sees of a request: local (per-tab) state lives in the query parameters.
public struct PageRequest: Sendable, Equatable {
  /// The path and query of the page, e.g. `/animals?category=Mammal`; forms post it back as
  /// `return` so the host can redirect to the same view.
  public let location: String
  /// The query's parameters, decoded.
  public let query: [String: String]
  /// A form post on this page the host refused, to render again with its input and error;
  /// `nil` for every ordinary request.
  public let submitted: SubmittedForm?

  /// A request for `location` with its decoded `query`.
  public init(location: String, query: [String: String] = [:], submitted: SubmittedForm? = nil) {
    self.location = location
    self.query = query
    self.submitted = submitted
  }

  /// The refused post of the form `action`, if that is the one this request carries.
  public func submitted(_ action: String) -> SubmittedForm? {
    submitted?.action == action ? submitted : nil
  }
}
