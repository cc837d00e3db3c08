import AnimalsData
import AnimalsPostgres
import AnimalsServerCore
import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// Serves the Animals remote store (`POST /animals/api`) and its change feed
/// (`GET /animals/api/events`) from a SQLite file or a PostgreSQL database until SIGTERM or
/// SIGINT, then stops gracefully.
@main
struct AnimalsServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-server",
    abstract: "Serves the Animals remote store (POST /animals/api) from a SQLite file or a PostgreSQL database."
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(help: """
    A SQLite database file, or a PostgreSQL URL (postgres://user[:password]@host[:port]/database) that \
    several servers can share; created and seeded with the sample data on first use.
    """)
  var database = "./.data/animals-server.sqlite"

  @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
  var logLevel = "info"

  func validate() throws {
    guard Logger.Level(rawValue: self.logLevel) != nil else {
      throw ValidationError("Unknown log level “\(self.logLevel)”.")
    }
    guard (0...65535).contains(self.port) else {
      throw ValidationError("The port must be between 0 and 65535.")
    }
  }

  func run() async throws {
    var logger = Logger(label: "animals-server")
    logger.logLevel = Logger.Level(rawValue: self.logLevel) ?? .info
    if PostgresConfiguration.isPostgresURL(self.database) {
      try await self.runOnPostgres(logger: logger)
    } else {
      try await self.runOnSQLite(logger: logger)
    }
    logger.info("stopped")
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
    let app = AnimalsServer.makeApplication(store: store, host: self.host, port: self.port, logger: logger)
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
    let app = AnimalsServer.makeApplication(store: store, changes: changes, host: self.host, port: self.port, logger: logger)
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
