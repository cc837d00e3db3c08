public import DevToolsInspection
import Foundation
import GRDB
import LocalDatabase

/// DevTools' persistent log in a SQLite file: every module's rendered, redacted steps, marked
/// by the run of the app that recorded them, so a restarted instance still shows what happened
/// before it restarted.
///
/// Bounded by count and by bytes: past either bound the oldest steps are dropped, whatever
/// module or run they belong to. Several processes may share the file (WAL mode, a busy
/// timeout); each writes only its own run's steps.
///
/// ```swift
/// let log = try SQLiteInspectionLog(path: "data/devtools-log.sqlite")
/// let inspection = ModuleInspection(historyLimit: 500, log: log, boot: InspectionBoot(instance: "showcase-1"))
/// ```
public final class SQLiteInspectionLog: InspectionLog {
  /// The most steps kept.
  public let maxSteps: Int
  /// The most bytes of rendered steps kept (their JSON, without SQLite's own overhead).
  public let maxBytes: Int
  /// The most reports kept (each at most `InspectionReport.maxSessionBytes` of session).
  public let maxReports: Int
  private let database: DatabasePool

  /// Opens (creating if needed) the log at `path`, keeping at most `maxSteps` steps and
  /// `maxBytes` bytes of them, and `maxReports` reports. Throws ``InspectionLogOpenError`` when the file cannot
  /// be opened as a log (its folder is missing, it is not a database).
  public init(path: String, maxSteps: Int = 20_000, maxBytes: Int = 64 * 1024 * 1024, maxReports: Int = 100) throws {
    self.maxSteps = Swift.max(1, maxSteps)
    self.maxBytes = Swift.max(1, maxBytes)
    self.maxReports = Swift.max(1, maxReports)
    do {
      // Instances of a cluster may open one new shared log together: LocalDatabase's SharedDatabaseFile.
      self.database = try SharedDatabaseFile.openPool(path: path, busyTimeout: Self.busyTimeout)
      try self.database.write { database in
        try database.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS devtools_step (
              id INTEGER PRIMARY KEY AUTOINCREMENT,
              boot TEXT NOT NULL,
              instance TEXT NOT NULL,
              started REAL NOT NULL, -- seconds since 2001-01-01 (Date's own reference: exact)
              module TEXT NOT NULL,
              step INTEGER NOT NULL,
              body TEXT NOT NULL
            );
            CREATE INDEX IF NOT EXISTS devtools_step_module ON devtools_step(module, id);
            CREATE TABLE IF NOT EXISTS devtools_report (
              id TEXT PRIMARY KEY,
              created REAL NOT NULL,
              expires REAL NOT NULL,
              body TEXT NOT NULL
            );
            """
        )
      }
    } catch {
      throw InspectionLogOpenError(location: path, reason: String(describing: error))
    }
  }

  /// How long a write waits for another process holding the file.
  static let busyTimeout: TimeInterval = 2

  /// Why a log could not be opened: its name from when only SQLite files were logs.
  @available(*, deprecated, renamed: "InspectionLogOpenError")
  public typealias OpenError = InspectionLogOpenError
}

extension SQLiteInspectionLog {
  /// Adds `steps` in one transaction, then drops the oldest steps past ``maxSteps`` or
  /// ``maxBytes``.
  public func append(_ steps: [LoggedStep]) async throws {
    guard steps.isEmpty == false else { return }
    let rows = try steps.map { step in (step, try LogCoding.encode(step.step)) }
    let (maxSteps, maxBytes) = (self.maxSteps, self.maxBytes)
    try await self.database.write { database in
      for (logged, body) in rows {
        try database.execute(
          sql: "INSERT INTO devtools_step (boot, instance, started, module, step, body) VALUES (?, ?, ?, ?, ?, ?)",
          arguments: [
            logged.boot.id, logged.boot.instance, logged.boot.started.timeIntervalSinceReferenceDate, logged.module, logged.step.step, body,
          ]
        )
      }
      try database.execute(
        sql: """
          DELETE FROM devtools_step WHERE id <= (
            SELECT id FROM devtools_step ORDER BY id DESC LIMIT 1 OFFSET ?)
          """,
        arguments: [maxSteps]
      )
      try database.execute(
        sql: """
          DELETE FROM devtools_step WHERE id <= (
            SELECT id FROM (SELECT id, SUM(LENGTH(body)) OVER (ORDER BY id DESC) AS kept FROM devtools_step)
            WHERE kept > ? ORDER BY id DESC LIMIT 1)
          """,
        arguments: [maxBytes]
      )
    }
  }

  /// At most `limit` steps of `module`, newest first, from every run but `boot`.
  public func steps(module: String, excluding boot: String?, limit: Int) async throws -> [LoggedStep] {
    try await self.database.read { database in
      let rows = try Row.fetchAll(
        database,
        sql: """
          SELECT boot, instance, started, body FROM devtools_step
          WHERE module = ? AND boot IS NOT ? ORDER BY id DESC LIMIT ?
          """,
        arguments: [module, boot, Swift.max(0, limit)]
      )
      return rows.compactMap { row -> LoggedStep? in
        guard let step = LogCoding.step(row["body"]) else { return nil }
        let boot = InspectionBoot(
          id: row["boot"], instance: row["instance"], started: Date(timeIntervalSinceReferenceDate: row["started"]))
        return LoggedStep(boot: boot, module: module, step: step)
      }
    }
  }

  /// How many steps the log holds and the bytes of their rendering: what its bounds measure.
  public func size() async throws -> (steps: Int, bytes: Int) {
    try await self.database.read { database in
      let row = try Row.fetchOne(database, sql: "SELECT COUNT(*) AS steps, COALESCE(SUM(LENGTH(body)), 0) AS bytes FROM devtools_step")
      return (row?["steps"] ?? 0, row?["bytes"] ?? 0)
    }
  }
}

extension SQLiteInspectionLog {
  /// Keeps `report`, after dropping expired reports and the oldest past ``maxReports``.
  public func store(_ report: InspectionReport) async throws {
    let body = try LogCoding.encode(report)
    let maxReports = self.maxReports
    let now = Date().timeIntervalSinceReferenceDate
    try await self.database.write { database in
      try database.execute(sql: "DELETE FROM devtools_report WHERE expires <= ?", arguments: [now])
      try database.execute(
        sql: "INSERT INTO devtools_report (id, created, expires, body) VALUES (?, ?, ?, ?)",
        arguments: [
          report.id, report.created.timeIntervalSinceReferenceDate, report.expires.timeIntervalSinceReferenceDate, body,
        ]
      )
      try database.execute(
        sql: """
          DELETE FROM devtools_report WHERE id IN (
            SELECT id FROM devtools_report ORDER BY created DESC, id LIMIT -1 OFFSET ?)
          """,
        arguments: [maxReports]
      )
    }
  }

  /// The report `id` unless it expired.
  public func report(id: String) async throws -> InspectionReport? {
    let now = Date().timeIntervalSinceReferenceDate
    return try await self.database.read { database in
      guard
        let body = try String.fetchOne(
          database, sql: "SELECT body FROM devtools_report WHERE id = ? AND expires > ?", arguments: [id, now])
      else { return nil }
      return LogCoding.report(body)
    }
  }
}
