import AnimalsData
import PostgresNIO
import PostgresSupport

/// Turns what PostgresNIO throws into `LocalStoreError`s that read like `LocalStore`'s.
enum PostgresFailure {
  /// SQLSTATE classes that mean "try again": serialization failure, deadlock, lock timeout,
  /// statement cancelled by a timeout.
  private static let busyStates: Set<String> = ["40001", "40P01", "55P03", "57014"]

  static func wrap(_ error: any Error, _ what: String) -> LocalStoreError {
    let error = self.unwrapTransaction(error)
    if let error = error as? LocalStoreError {
      return error
    }
    if let error = error as? PostgresUnavailable {
      return LocalStoreError(code: .busy, message: "Could not \(what): \(error); try again.")
    }
    if error is PostgresPoolClosed {
      return LocalStoreError(code: .databaseError, message: "Could not \(what): the store is closed.")
    }
    if self.isBusy(error) {
      return LocalStoreError(
        code: .busy,
        message: "Could not \(what): the animals database is busy or unreachable; try again."
      )
    }
    return LocalStoreError(code: .databaseError, message: "Could not \(what): \(self.describe(error))")
  }

  static func unwrapTransaction(_ error: any Error) -> any Error {
    PostgresErrorText.unwrapTransaction(error)
  }

  static func isBusy(_ error: any Error) -> Bool {
    guard let error = error as? PSQLError else {
      return false
    }
    if let state = error.serverInfo?[.sqlState] {
      return self.busyStates.contains(state)
    }
    switch error.code {
    case .connectionError, .serverClosedConnection, .clientClosedConnection, .poolClosed, .queryCancelled:
      return true
    default:
      return false
    }
  }

  /// A `LocalStoreError`'s message, else what PostgreSQL said (PostgresSupport's text).
  static func describe(_ error: any Error) -> String {
    if let error = PostgresErrorText.unwrapTransaction(error) as? LocalStoreError {
      return error.message
    }
    return PostgresErrorText.describe(error)
  }
}
