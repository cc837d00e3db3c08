import LocalDatabase

/// Why the entries database refused an operation, with SQLite's reason.
public struct ItemsLocalStoreError: Error, Equatable, CustomStringConvertible {
  /// What failed and why, in words for the status line.
  public let description: String

  init(_ what: String, _ error: any Error) {
    description = "\(what): \(DatabaseFailure.describe(error))"
  }
}
