import AnimalsData
import AnimalsServerCore
import ArgumentParser
import Foundation
import Hummingbird
import Logging

/// Serves the Animals remote store (`POST /animals/api`) from a local SQLite database until
/// SIGTERM or SIGINT, then stops gracefully.
@main
struct AnimalsServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-server",
    abstract: "Serves the Animals remote store (POST /animals/api) from a SQLite database."
  )

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(help: "The SQLite database file; created and seeded with the sample data on first run.")
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
    let url = URL(fileURLWithPath: self.database)
    let store: LocalStore
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      store = try LocalStore(url: url)
    } catch {
      throw ValidationError("Could not open the database \(url.path): \(error.localizedDescription)")
    }
    logger.info("database \(url.path)")
    let app = AnimalsServer.makeApplication(store: store, host: self.host, port: self.port, logger: logger)
    try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    logger.info("stopped")
  }
}
