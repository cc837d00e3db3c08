public import Foundation
import Services

/// A store option that is neither `local` nor an http(s) URL.
public struct PersistentStoreOptionError: Swift.Error, Hashable, Sendable {
  public let argument: String
}

extension PersistentStoreOptionError: LocalizedError {
  public var errorDescription: String? {
    "“\(self.argument.removingURLUserInfo)” is not a store: use “local” or the base URL of an AnimalsServer, such as http://127.0.0.1:8080."
  }
}
