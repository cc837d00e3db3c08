public import Foundation
public import GRDB

/// Opening a SQLite file that several processes share, in WAL mode.
///
/// SQLite answers `SQLITE_BUSY` at once, without waiting its busy timeout, to a connection that
/// meets another one switching a new file to WAL or closing the file's last connection
/// (sqlite.org/wal.html, "Sometimes Queries Return SQLITE_BUSY In WAL Mode"; GRDB's
/// DatabaseSharing.md: concurrent creation must be coordinated). Processes opening one new file
/// together (a cluster's instances starting at once) meet that, rarely. Such a quick answer is
/// tried again here, for at most 5 s; a `SQLITE_BUSY` that took the busy timeout is another
/// process holding the database, and is thrown at once.
public enum SharedDatabaseFile {
  /// The longest the quick answers are tried again.
  public static let retryLimit: TimeInterval = 5

  /// The file at `path` as a `DatabasePool` whose writes wait `busyTimeout` for another
  /// process, after `prepare` (a migration) ran on it; both tried again while SQLite answers
  /// `SQLITE_BUSY` sooner than half the busy timeout.
  ///
  /// ```swift
  /// let pool = try SharedDatabaseFile.openPool(path: url.path, busyTimeout: 2) { pool in
  ///   try migrator.migrate(pool)
  /// }
  /// ```
  public static func openPool(
    path: String,
    busyTimeout: TimeInterval,
    configuration: Configuration = Configuration(),
    prepare: (DatabasePool) throws -> Void = { _ in }
  ) throws -> DatabasePool {
    var configuration = configuration
    configuration.busyMode = .timeout(busyTimeout)
    let deadline = Date().addingTimeInterval(Self.retryLimit)
    while true {
      let attempt = Date()
      do {
        let pool = try DatabasePool(path: path, configuration: configuration)
        try prepare(pool)
        return pool
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY && Date().timeIntervalSince(attempt) < busyTimeout / 2 && Date() < deadline
      {
        Thread.sleep(forTimeInterval: 0.05)
      }
    }
  }
}
