public import Foundation

/// The server answered with success but without the result the operation asked for.
///
/// The book spells this failure three ways: `RemoteResponse.Query.Error` for a query,
/// `RemoteResponse.Mutation.Error` for a mutation and `RemoteStore.Error` for the store. All
/// three are this type, so code written against any of them catches it:
///
/// ```swift
/// do { _ = try await store.fetchAnimalsQuery() }
/// catch let error as RemoteResponse.Query.Error where error.code == .animalsNotFound { … }
/// ```
public struct RemoteStoreError: Swift.Error, Hashable, Sendable {
  /// Which result the response lacked.
  public enum Code: Hashable, Sendable {
    /// A categories query came back without categories.
    case categoriesNotFound
    /// An animals query came back without animals.
    case animalsNotFound
    /// An add, update or delete came back without the animal.
    case animalNotFound
    /// A sample-data reload came back without the animals and categories.
    case sampleDataNotFound
  }

  /// Which result the response lacked.
  public let code: Code

  package init(code: Code) {
    self.code = code
  }
}

extension RemoteResponse.Query {
  /// The book's name for a query whose response lacked its result: ``RemoteStoreError``
  /// (`.categoriesNotFound`, `.animalsNotFound`).
  public typealias Error = RemoteStoreError
}

extension RemoteResponse.Mutation {
  /// The book's name for a mutation whose response lacked its result: ``RemoteStoreError``
  /// (`.animalNotFound`, `.sampleDataNotFound`).
  public typealias Error = RemoteStoreError
}

extension RemoteStore {
  /// The book's name for the remote store's own failures: ``RemoteStoreError``, the same type
  /// for every network session.
  public typealias Error = RemoteStoreError
}

extension RemoteStoreError: LocalizedError {
  public var errorDescription: String? {
    switch self.code {
    case .categoriesNotFound:
      "The server's response has no categories."
    case .animalsNotFound:
      "The server's response has no animals."
    case .animalNotFound:
      "The server's response has no animal."
    case .sampleDataNotFound:
      "The server's response has no sample data."
    }
  }
}
