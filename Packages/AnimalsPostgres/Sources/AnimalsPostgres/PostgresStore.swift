import AnimalsData
public import Foundation
public import Logging
import NIOSSL
import PostgresNIO

/// The Animals database on a PostgreSQL server, shared by any number of processes.
///
/// It keeps `LocalStore`'s contract: the same operations, the same `LocalStoreError` codes,
/// the sample data seeded once per database (by a migration), every mutation in one
/// transaction, and a refused mutation changes nothing. Connections come from a
/// `PostgresClient` pool. Every committed mutation also sends a notification on
/// ``changesChannel`` in its transaction, so other processes hear about it (see ``changes()``).
///
/// Open one with ``open(configuration:idGenerator:logger:)`` and ``close()`` it when done.
public final class PostgresStore: Sendable {
  let client: PostgresClient
  let idGenerator: @Sendable () -> String
  let logger: Logger
  /// Runs the client's pool: `PostgresClient` leases connections only while `run()` runs. The
  /// store owns this task and ends it in `close()` (or when released), so it never outlives
  /// the store.
  private let runner: Task<Void, Never>

  init(client: PostgresClient, idGenerator: @escaping @Sendable () -> String, logger: Logger) {
    self.client = client
    self.idGenerator = idGenerator
    self.logger = logger
    self.runner = Task { await client.run() }
  }

  deinit {
    self.runner.cancel()
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
      try await Self.checkConnection(configuration, logger: logger)
    } catch {
      throw LocalStoreError(
        code: .cannotOpen,
        message: "Could not open the animals database at \(configuration.description): \(PostgresFailure.describe(error))"
      )
    }
    // The pool logs every failed connection attempt; below debug, only its errors.
    var poolLogger = logger
    poolLogger.logLevel = max(logger.logLevel, logger.logLevel <= .debug ? logger.logLevel : .error)
    let client = PostgresClient(configuration: configuration.client, backgroundLogger: poolLogger)
    let store = PostgresStore(client: client, idGenerator: idGenerator, logger: logger)
    do {
      try await PostgresSchema.migrate(store.client, logger: logger)
    } catch {
      await store.close()
      throw LocalStoreError(
        code: .cannotOpen,
        message: "Could not open the animals database at \(configuration.description): \(PostgresFailure.describe(error))"
      )
    }
    return store
  }

  /// One direct connection first: the pool retries a failing server quietly for a long time,
  /// this fails at once with the server's reason (no such database, refused, bad password).
  private static func checkConnection(_ configuration: PostgresConfiguration, logger: Logger) async throws {
    let tls: PostgresConnection.Configuration.TLS
    switch configuration.sslMode {
    case .disable: tls = .disable
    case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
    case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
    }
    var connection = PostgresConnection.Configuration(
      host: configuration.client.host ?? "127.0.0.1",
      port: configuration.client.port ?? 5432,
      username: configuration.client.username,
      password: configuration.client.password,
      database: configuration.client.database,
      tls: tls
    )
    // NIO's TimeAmount from the pool's Duration, at most an hour.
    let (seconds, attoseconds) = configuration.client.options.connectTimeout.components
    connection.options.connectTimeout = .nanoseconds(min(seconds, 3600) * 1_000_000_000 + attoseconds / 1_000_000_000)
    let probe = try await PostgresConnection.connect(configuration: connection, id: 0, logger: logger)
    try await probe.close()
  }

  /// Closes every pooled connection. Operations after `close()` fail.
  public func close() async {
    self.runner.cancel()
    await self.runner.value
  }
}
