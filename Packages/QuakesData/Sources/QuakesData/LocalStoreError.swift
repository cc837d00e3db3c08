import Foundation

extension LocalStore {
  /// Why the local database refused an operation.
  package struct Error: Swift.Error, Sendable {
    package enum Code: Hashable, Sendable {
      case cannotOpen
      /// Another process held the database longer than the busy timeout (5 s).
      case busy
      case databaseError
    }

    package let code: Self.Code
    package let message: String
  }
}

extension LocalStore.Error: LocalizedError {
  package var errorDescription: String? {
    self.message
  }
}
