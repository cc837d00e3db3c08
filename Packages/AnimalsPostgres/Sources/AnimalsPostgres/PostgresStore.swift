import AnimalsData
public import Foundation
public import Logging
import PostgresNIO
public import PostgresSupport

/// The Animals database on a PostgreSQL server, shared by any number of processes.
///
/// It keeps `LocalStore`'s contract: the same operations, the same `LocalStoreError` codes,
/// the sample data seeded once per database (by a migration), every mutation in one
/// transaction, and a refused mutation changes nothing. Connections come from a
/// `PostgresClient` pool (``PostgresPool``): every operation ends within the configuration's
/// `operationTimeout`, and a database that was down is used again as soon as it is back. Every
/// committed mutation also sends a notification on ``changesChannel`` in its transaction, so
/// other processes hear about it (see ``listenForChanges(onListening:_:)``).
///
/// Open one with ``open(configuration:idGenerator:logger:)`` and ``close()`` it when done.
public final class PostgresStore: Sendable {
  let pool: PostgresPool
  let idGenerator: @Sendable () -> String
  let logger: Logger
  /// The bound of one operation (`PostgresConfiguration.operationTimeout`).
  let operationTimeout: Duration
  /// How often the listening connection is checked (`PostgresConfiguration.listenCheckInterval`).
  let listenCheckInterval: Duration

  init(
    pool: PostgresPool,
    operationTimeout: Duration,
    listenCheckInterval: Duration,
    idGenerator: @escaping @Sendable () -> String,
    logger: Logger
  ) {
    self.pool = pool
    self.operationTimeout = operationTimeout
    self.listenCheckInterval = listenCheckInterval
    self.idGenerator = idGenerator
    self.logger = logger
  }
}

extension PostgresStore {
  /// The notification channel every committed change is sent on.
  public static var changesChannel: String { "animals_changes" }

  /// Connects to the database `configuration` names, migrates its schema (creating the tables
  /// and seeding the sample data on first use) and returns the store.
  ///
  /// `idGenerator` makes the ids of new animals: a UUID string by default, a stub in tests.
  /// Throws `LocalStoreError` `.cannotOpen` when the server cannot be reached or refuses.
  public static func open(
    configuration: PostgresConfiguration,
    idGenerator: @escaping @Sendable () -> String = { UUID().uuidString },
    logger: Logger = Logger(label: "animals-postgres")
  ) async throws -> PostgresStore {
    do {
      try await configuration.checkConnection(logger: logger)
    } catch {
      throw LocalStoreError(
        code: .cannotOpen,
        message: "Could not open the animals database at \(configuration.description): \(PostgresFailure.describe(error))"
      )
    }
    // The pool logs every failed connection attempt; below debug, only its errors.
    var poolLogger = logger
    poolLogger.logLevel = max(logger.logLevel, logger.logLevel <= .debug ? logger.logLevel : .error)
    let store = PostgresStore(
      pool: PostgresPool(configuration: configuration.client, subject: "the animals database", logger: poolLogger),
      operationTimeout: configuration.operationTimeout,
      listenCheckInterval: configuration.listenCheckInterval,
      idGenerator: idGenerator,
      logger: logger
    )
    do {
      // Bounded like any operation, more generously: servers starting together wait for
      // the one that migrates.
      try await store.pool.withConnection(deadline: Self.migrationTimeout) { connection in
        try await PostgresSchema.migrate(connection, logger: logger)
      }
    } catch {
      await store.close()
      throw LocalStoreError(
        code: .cannotOpen,
        message: "Could not open the animals database at \(configuration.description): \(PostgresFailure.describe(error))"
      )
    }
    return store
  }

  /// Closes every pooled connection. Operations after `close()` fail.
  public func close() async {
    await self.pool.close()
  }

  /// How long opening waits for the schema's migration.
  static let migrationTimeout = Duration.seconds(30)

  /// Whether the database answers a trivial query within the operation timeout; throws the
  /// same `busy` error an operation would when it does not (`/healthz` of animals-server).
  public func checkAvailability() async throws {
    let logger = self.logger
    do {
      try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
        _ = try await connection.query("SELECT 1", logger: logger)
      }
    } catch {
      throw PostgresFailure.wrap(error, "reach the animals database")
    }
  }
}
