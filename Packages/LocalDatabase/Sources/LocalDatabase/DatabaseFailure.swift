import Foundation
import GRDB

/// How the data layers' SQLite stores tell a GRDB error to a user.
public enum DatabaseFailure {
  /// Whether `error` is SQLite's `SQLITE_BUSY`: another process held the database past the
  /// busy timeout.
  public static func isBusy(_ error: any Error) -> Bool {
    (error as? DatabaseError)?.resultCode == .SQLITE_BUSY
  }

  /// Whether `error` says SQLite could not write the file (`SQLITE_READONLY`, `SQLITE_PERM`,
  /// `SQLITE_IOERR`): the file, its folder or its file system turned read-only while the app
  /// ran, or the disk failed. SQLite's own words ("disk I/O error") do not tell a user that.
  public static func isUnwritable(_ error: any Error) -> Bool {
    guard let code = (error as? DatabaseError)?.resultCode else { return false }
    return code == .SQLITE_READONLY || code == .SQLITE_PERM || code == .SQLITE_IOERR
  }

  /// A clause for a message: SQLite's own message, or for a busy database what to do, or for
  /// a file that cannot be written what is wrong.
  ///
  /// ```swift
  /// DatabaseFailure.describe(error)
  /// // "the database file cannot be written (the file, its folder or its disk is read-only or failing): disk I/O error"
  /// ```
  public static func describe(_ error: any Error) -> String {
    if Self.isBusy(error) {
      return "the database is busy in another process; try again."
    }
    if Self.isUnwritable(error), let error = error as? DatabaseError {
      return "the database file cannot be written (the file, its folder or its disk is read-only or failing): "
        + (error.message ?? error.description)
    }
    if let error = error as? DatabaseError {
      return error.message ?? error.description
    }
    return error.localizedDescription
  }
}
