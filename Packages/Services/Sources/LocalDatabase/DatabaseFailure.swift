import Foundation
import GRDB

/// How the data layers' SQLite stores tell a GRDB error to a user.
public enum DatabaseFailure {
  /// Whether `error` is SQLite's `SQLITE_BUSY`: another process held the database past the
  /// busy timeout.
  public static func isBusy(_ error: any Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_BUSY
  }

  /// A clause for a message: SQLite's own message, or for a busy database what to do.
  public static func describe(_ error: any Error) -> String {
    if Self.isBusy(error) {
      return "the database is busy in another process; try again."
    }
    if let error = error as? DatabaseError {
      return error.message ?? error.description
    }
    return error.localizedDescription
  }
}
