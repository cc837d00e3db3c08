public import DevToolsInspection
import Foundation
public import Logging
import PostgresNIO
import PostgresSupport

/// DevTools' persistent log on a PostgreSQL server: what ``SQLiteInspectionLog`` keeps in a
/// file, for instances on several machines. Every instance pointed at one database shows the
/// others' steps under "Earlier runs" and opens the reports any of them stored.
///
/// The same bounds (count and bytes of steps, count of reports) and the same rows as the SQLite
/// log. Every operation ends within ``operationTimeout`` (PostgresSupport's `PostgresPool`): a
/// database that stops costs the host a logged, retried write, never a stuck page. The tables
/// are created by ``prepare()`` under an advisory lock, so instances starting together create
/// them once.
///
/// ```swift
/// let log = try PostgresInspectionLog(url: "postgres://devtools@db.internal/app")
/// try await log.prepare()
/// let inspection = ModuleInspection(historyLimit: 500, log: log, boot: InspectionBoot(instance: "showcase-1"))
/// ```
public final class PostgresInspectionLog: InspectionLog, CustomStringConvertible {
  /// The most steps kept.
  public let maxSteps: Int
  /// The most bytes of rendered steps kept (their JSON, without PostgreSQL's own overhead).
  public let maxBytes: Int
  /// The most reports kept.
  public let maxReports: Int
  /// The longest one operation may take, waiting for a connection included.
  public let operationTimeout: Duration
  private let configuration: PostgresConfiguration
  private let pool: PostgresPool
  private let logger: Logger

  /// A log on the database `url` names (`postgres://user[:password]@host[:port]/database`),
  /// with the same bounds as ``SQLiteInspectionLog``. Connects only when first used; throws
  /// PostgresSupport's `PostgresConfigurationError` for a URL that cannot be used.
  public init(
    url: String, maxSteps: Int = 20_000, maxBytes: Int = 64 * 1024 * 1024, maxReports: Int = 100,
    operationTimeout: Duration = .seconds(3), logger: Logger = Logger(label: "devtools-log")
  ) throws {
    self.configuration = try PostgresConfiguration(url: url)
    self.maxSteps = Swift.max(1, maxSteps)
    self.maxBytes = Swift.max(1, maxBytes)
    self.maxReports = Swift.max(1, maxReports)
    self.operationTimeout = operationTimeout
    self.logger = logger
    // The pool logs every failed connection attempt; the host logs a failed write once.
    var poolLogger = logger
    poolLogger.logLevel = Swift.max(logger.logLevel, .error)
    self.pool = PostgresPool(configuration: self.configuration.client, subject: "the DevTools log", logger: poolLogger)
  }

  /// The URL without its password.
  public var description: String { self.configuration.description }

  /// An arbitrary constant naming the log's schema lock among the database's advisory locks.
  private static let schemaLock: Int64 = 0x6465_7674_6F6F_6C73

  /// Checks the server answers (its own reason when it does not: no such database, refused,
  /// bad password) and creates the log's tables if they are missing. Throws
  /// ``InspectionLogOpenError`` naming the URL (never its password) and the reason.
  public func prepare() async throws {
    do {
      try await self.configuration.checkConnection(logger: self.logger)
      let logger = self.logger
      try await self.pool.withConnection(deadline: .seconds(30)) { connection in
        try await connection.withTransaction(logger: logger) { connection in
          try await connection.query("SELECT pg_advisory_xact_lock(\(Self.schemaLock))", logger: logger)
          try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS devtools_step (
              id BIGSERIAL PRIMARY KEY,
              boot TEXT NOT NULL,
              instance TEXT NOT NULL,
              started DOUBLE PRECISION NOT NULL, -- seconds since 2001-01-01 (Date's own reference: exact)
              module TEXT NOT NULL,
              step BIGINT NOT NULL,
              body TEXT NOT NULL
            )
            """, logger: logger)
          try await connection.query(
            "CREATE INDEX IF NOT EXISTS devtools_step_module ON devtools_step(module, id)", logger: logger)
          try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS devtools_report (
              id TEXT PRIMARY KEY,
              created DOUBLE PRECISION NOT NULL,
              expires DOUBLE PRECISION NOT NULL,
              body TEXT NOT NULL
            )
            """, logger: logger)
        }
      }
    } catch {
      throw InspectionLogOpenError(location: self.description, reason: PostgresErrorText.describe(error))
    }
  }

  /// Closes the pool's connections; operations after it fail.
  public func close() async {
    await self.pool.close()
  }
}

extension PostgresInspectionLog {
  /// Adds `steps` in one transaction, then drops the oldest steps past ``maxSteps`` or
  /// ``maxBytes``.
  public func append(_ steps: [LoggedStep]) async throws {
    guard steps.isEmpty == false else { return }
    let rows = try steps.map { step in (step, try LogCoding.encode(step.step)) }
    let (maxSteps, maxBytes, logger) = (self.maxSteps, self.maxBytes, self.logger)
    try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      try await connection.withTransaction(logger: logger) { connection in
        // One statement for the whole round (arrays unnested into rows, kept in their order so
        // the ids follow the steps), not a round trip per step.
        let boots = rows.map(\.0.boot.id)
        let instances = rows.map(\.0.boot.instance)
        let started = rows.map { $0.0.boot.started.timeIntervalSinceReferenceDate }
        let modules = rows.map(\.0.module)
        let numbers = rows.map(\.0.step.step)
        let bodies = rows.map(\.1)
        try await connection.query(
          """
          INSERT INTO devtools_step (boot, instance, started, module, step, body)
          SELECT boot, instance, started, module, step, body
          FROM UNNEST(\(boots)::text[], \(instances)::text[], \(started)::float8[],
                      \(modules)::text[], \(numbers)::bigint[], \(bodies)::text[])
            WITH ORDINALITY AS round(boot, instance, started, module, step, body, position)
          ORDER BY position
          """, logger: logger)
        try await connection.query(
          """
          DELETE FROM devtools_step WHERE id <= (
            SELECT id FROM devtools_step ORDER BY id DESC LIMIT 1 OFFSET \(maxSteps))
          """, logger: logger)
        try await connection.query(
          """
          DELETE FROM devtools_step WHERE id <= (
            SELECT id FROM (SELECT id, SUM(octet_length(body)) OVER (ORDER BY id DESC) AS kept FROM devtools_step) AS running
            WHERE kept > \(maxBytes) ORDER BY id DESC LIMIT 1)
          """, logger: logger)
      }
    }
  }

  /// At most `limit` steps of `module`, newest first, from every run but `boot`.
  public func steps(module: String, excluding boot: String?, limit: Int) async throws -> [LoggedStep] {
    let logger = self.logger
    let limit = Swift.max(0, limit)
    return try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      let rows = try await connection.query(
        """
        SELECT boot, instance, started, body FROM devtools_step
        WHERE module = \(module) AND boot IS DISTINCT FROM \(boot) ORDER BY id DESC LIMIT \(limit)
        """, logger: logger)
      var steps: [LoggedStep] = []
      for try await (id, instance, started, body) in rows.decode((String, String, Double, String).self) {
        guard let step = LogCoding.step(body) else { continue }
        let boot = InspectionBoot(id: id, instance: instance, started: Date(timeIntervalSinceReferenceDate: started))
        steps.append(LoggedStep(boot: boot, module: module, step: step))
      }
      return steps
    }
  }

  /// How many steps the log holds and the bytes of their rendering: what its bounds measure.
  public func size() async throws -> (steps: Int, bytes: Int) {
    let logger = self.logger
    return try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      let rows = try await connection.query(
        "SELECT COUNT(*), COALESCE(SUM(octet_length(body)), 0)::BIGINT FROM devtools_step", logger: logger)
      for try await (steps, bytes) in rows.decode((Int, Int).self) {
        return (steps, bytes)
      }
      return (0, 0)
    }
  }
}

extension PostgresInspectionLog {
  /// Keeps `report`, after dropping expired reports and the oldest past ``maxReports``.
  public func store(_ report: InspectionReport) async throws {
    let body = try LogCoding.encode(report)
    let (maxReports, logger) = (self.maxReports, self.logger)
    let now = Date().timeIntervalSinceReferenceDate
    try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      try await connection.withTransaction(logger: logger) { connection in
        try await connection.query("DELETE FROM devtools_report WHERE expires <= \(now)", logger: logger)
        try await connection.query(
          """
          INSERT INTO devtools_report (id, created, expires, body)
          VALUES (\(report.id), \(report.created.timeIntervalSinceReferenceDate), \(report.expires.timeIntervalSinceReferenceDate), \(body))
          """, logger: logger)
        try await connection.query(
          """
          DELETE FROM devtools_report WHERE id IN (
            SELECT id FROM devtools_report ORDER BY created DESC, id OFFSET \(maxReports))
          """, logger: logger)
      }
    }
  }

  /// The report `id` unless it expired.
  public func report(id: String) async throws -> InspectionReport? {
    let (logger, now) = (self.logger, Date().timeIntervalSinceReferenceDate)
    return try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
      let rows = try await connection.query(
        "SELECT body FROM devtools_report WHERE id = \(id) AND expires > \(now)", logger: logger)
      for try await body in rows.decode(String.self) {
        return LogCoding.report(body)
      }
      return nil
    }
  }
}
