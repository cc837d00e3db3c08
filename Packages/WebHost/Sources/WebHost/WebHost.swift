import DomainRegistry
import Foundation
import Hummingbird
import Logging

/// Serves the enabled modules of a registry over HTTP: pages, form posts, live updates.
@MainActor
public final class WebHost {
  public let registry: ModuleRegistry
  public let configuration: HostConfiguration
  let logger: Logger
  private var startedModules: [any DomainModule] = []

  /// Slugs that would shadow the host's own routes.
  static let reservedSlugs: Set<String> = ["healthz", "actions"]

  public init(registry: ModuleRegistry, configuration: HostConfiguration) {
    self.registry = registry
    self.configuration = configuration
    var logger = Logger(label: "immutabledata.host")
    logger.logLevel = configuration.logLevel
    self.logger = logger
  }

  /// Starts every enabled module with its context. If one fails, those already started are
  /// shut down and the error is rethrown.
  public func startModules() async throws {
    try createDataDirectory()
    for module in registry.modules {
      guard !Self.reservedSlugs.contains(module.slug) else { throw HostError.reservedSlug(module.slug) }
      var moduleLogger = Logger(label: "immutabledata.\(module.slug)")
      moduleLogger.logLevel = configuration.logLevel
      let context = ModuleContext(
        dataDirectory: configuration.dataDirectory,
        logger: moduleLogger,
        configuration: configuration.moduleConfiguration
      )
      do {
        try await module.start(context: context)
      } catch {
        await shutdownModules()
        throw error
      }
      startedModules.append(module)
    }
  }

  /// Shuts the started modules down, last started first.
  public func shutdownModules() async {
    while let module = startedModules.popLast() {
      await module.shutdown()
    }
  }

  /// Starts the modules, serves until SIGINT/SIGTERM, then shuts the modules down.
  public func run() async throws {
    try await startModules()
    let app = try makeApplication()
    do {
      try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
    } catch {
      await shutdownModules()
      throw error
    }
    await shutdownModules()
    logger.info("stopped")
  }

  /// The Hummingbird application for the enabled modules (used by `run()` and by tests).
  public func makeApplication() throws -> some ApplicationProtocol {
    let router = try makeRouter()
    let logger = self.logger
    let host = configuration.host
    return Application(
      router: router,
      configuration: .init(address: .hostname(host, port: configuration.port), serverName: configuration.siteTitle),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        logger.notice("listening on http://\(host):\(port)")
      },
      logger: logger
    )
  }

  private func createDataDirectory() throws {
    let path = configuration.dataDirectory.path
    do {
      try FileManager.default.createDirectory(at: configuration.dataDirectory, withIntermediateDirectories: true)
    } catch {
      throw HostError.invalidDataDirectory(path, reason: error.localizedDescription)
    }
  }
}
