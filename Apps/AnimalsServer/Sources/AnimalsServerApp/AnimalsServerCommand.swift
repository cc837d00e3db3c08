import AnimalsData
import AnimalsPostgres
import AnimalsServerCore
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import PostgresSupport
import ServerOptions
import UnixSignals

/// Serves the Animals remote store (`POST /animals/api`) and its change feed
/// (`GET /animals/api/events`) from a SQLite file or a PostgreSQL database until SIGTERM or
/// SIGINT, then stops gracefully.
@main
struct AnimalsServerCommand: AsyncParsableCommand, Sendable {
  static let configuration = CommandConfiguration(
    commandName: "animals-server",
    abstract: "Serves the Animals remote store (POST /animals/api) from a SQLite file or a PostgreSQL database."
  )

  /// `--host`, `--port`, `--log-level`: declared and checked as every app's `HostOptions` does.
  @OptionGroup var listen: ListenOptions

  @Option(
    help: """
      A SQLite database file, or a PostgreSQL URL (postgres://user[:password]@host[:port]/database) that \
      several servers can share; created and seeded with the sample data on first use.
      """)
  var database = "./.data/animals-server.sqlite"

  @Option(name: .customLong("max-operations"), help: "Queries plus mutations one request may have.")
  var maximumOperations = AnimalsAPILimits.standard.maximumOperations

  func validate() throws {
    try ListenOptions.check(self.maximumOperations, within: 1...1_000, option: "--max-operations")
  }

  func run() async throws {
    var logger = Logger(label: "animals-server")
    logger.logLevel = self.listen.level
    // Before the database is opened (or created and seeded): a taken port changes nothing.
    try await self.listen.checkPortIsFree()
    // `--metrics-port`: Prometheus text at GET /metrics on a loopback listener of its own.
    try await self.listen.metrics.serve(logger: logger) { [self, logger] in
      if PostgresConfiguration.isPostgresURL(self.database) {
        try await self.runOnPostgres(logger: logger)
      } else {
        try await self.runOnSQLite(logger: logger)
      }
    }
    logger.info("stopped")
  }

  /// What one request may ask for: `--max-operations`, and the standard sizes.
  private var limits: AnimalsAPILimits {
    var limits = AnimalsAPILimits.standard
    limits.maximumOperations = self.maximumOperations
    return limits
  }

  private func warnIfReachableFromOtherMachines(_ logger: Logger) {
    if self.listen.isLoopback == false {
      logger.warning("listening on \(self.listen.host), beyond this machine: the Animals API has no authentication")
    }
  }

  private func runOnSQLite(logger: Logger) async throws {
    let url = URL(fileURLWithPath: self.database)
    let store: LocalStore<UUID>
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      store = try LocalStore<UUID>(url: url)
    } catch {
      throw ValidationError("Could not open the database \(url.path): \(error.localizedDescription)")
    }
    logger.info("database \(url.path)")
    self.warnIfReachableFromOtherMachines(logger)
    let app = AnimalsServer.makeApplication(
      store: store, host: self.listen.host, port: self.listen.port, limits: self.limits, logger: logger
    )
    try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
  }

  /// Several servers may share the database: the change feed relays the database's
  /// notifications, so it carries every server's writes, this one's included.
  private func runOnPostgres(logger: Logger) async throws {
    let configuration: PostgresConfiguration
    let store: PostgresStore
    do {
      configuration = try PostgresConfiguration(url: self.database)
      store = try await PostgresStore.open(configuration: configuration, logger: logger)
    } catch {
      throw ValidationError(error.localizedDescription)
    }
    logger.info("database \(configuration)")
    let changes = AnimalsChangeFeed()
    self.warnIfReachableFromOtherMachines(logger)
    // `/healthz` says 503 while the database does not answer (within the operation timeout).
    let app = AnimalsServer.makeApplication(
      store: store,
      changes: changes,
      host: self.listen.host,
      port: self.listen.port,
      limits: self.limits,
      availability: { try await store.checkAvailability() },
      logger: logger
    )
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          await AnimalsChangeRelay.run(into: changes, logger: logger) { onListening, receive in
            try await store.listenForChanges(onListening: onListening, receive)
          }
        }
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        group.cancelAll()
      }
    } catch {
      await store.close()
      throw error
    }
    await store.close()
  }
}
