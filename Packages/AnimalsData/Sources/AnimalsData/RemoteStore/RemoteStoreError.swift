public import Foundation

/// The server answered with success but without the result the operation asked for.
public struct RemoteStoreError: Swift.Error, Hashable, Sendable {
  public enum Code: Hashable, Sendable {
    case categoriesNotFound
    case animalsNotFound
    case animalNotFound
    case sampleDataNotFound
  }

  public let code: Code

  package init(code: Code) {
    self.code = code
  }
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
