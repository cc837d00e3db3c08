public import Foundation

/// Why the local database refused an operation. Nothing was changed when one is thrown.
public struct LocalStoreError: Swift.Error, Hashable, Sendable {
  public enum Code: Hashable, Sendable {
    /// The file could not be opened: missing or unwritable folder, a folder, not a database.
    case cannotOpen
    /// No animal has the id an update or delete named.
    case animalNotFound
    /// An animal's name was empty (or only white space).
    case emptyName
    /// An animal's name was longer than ``Animal/maximumNameLength``.
    case nameTooLong
    /// An animal named a category id the database does not have.
    case categoryNotFound
    /// Another process held the database longer than the busy timeout.
    case busy
    /// Anything else SQLite reported.
    case databaseError
  }

  public let code: Self.Code
  public let message: String

  /// An error with `code`, and `message` as its localized description (other stores throw these too).
  public init(code: Self.Code, message: String) {
    self.code = code
    self.message = message
  }
}

extension LocalStoreError: LocalizedError {
  public var errorDescription: String? {
    self.message
  }
}

extension LocalStore {
  /// The book's spelling, `LocalStore.Error`.
  public typealias Error = LocalStoreError
}
