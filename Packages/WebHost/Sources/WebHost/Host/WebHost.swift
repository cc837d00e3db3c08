public import DevToolsInspection
public import DomainRegistry
import Foundation
public import HostMetrics
public import Hummingbird
import HummingbirdCore
import Logging
import ServerOptions
import UnixSignals

/// Serves the enabled modules of a registry over HTTP: pages, form posts, live updates.
///
/// The host turns each module's `Page`s into routes (`/<slug>/<path>`), its
/// `FormAction`s into `POST /<slug>/actions/<name>`, its assets into
/// `/_assets/<slug>/<name>`, and keeps every open page live over a WebSocket per tab (an event
/// stream where WebSockets are refused). It adds the index `/`, `/healthz`, error pages and,
/// with DevTools on, `/_devtools`; every route passes its security checks first.
///
/// Apps normally reach it through AppSupport (`HostOptions.serve`). Used directly:
///
/// ```swift
/// let registry = ModuleRegistry()
/// try registry.register(CounterModule())
/// let host = WebHost(registry: registry, configuration: HostConfiguration(siteTitle: "Counter"))
/// try await host.run()  // until SIGINT or SIGTERM
/// ```
@MainActor
public final class WebHost {
  /// The modules the host serves (its enabled ones).
  public let registry: ModuleRegistry
  /// Where the host listens, where data lives, and its limits.
  public let configuration: HostConfiguration
  /// DevTools' record of the modules; nil unless `configuration.devToolsHistoryLimit` is set.
  public let inspection: ModuleInspection?
  let logger: Logger
  private var startedModules: [any DomainModule] = []
  /// Modules whose `start` threw; read by the routes and `/healthz`.
  let health = ModuleHealth()
  /// Every open live-update stream.
  let liveHub: LiveHub
  /// Rendered module pages, served while nothing they show changes.
  let pageCache: PageCache
  /// The form posts taken, so one sent again is applied once.
  let submissions = SubmissionLedger()
  /// Renders pages into `pageCache`; made with the application.
  private(set) var pageRenderer: PageRenderer?
  /// The listening port once the server runs, for the `Host` allow-list.
  let boundPort = BoundPort()
  /// Where requests, live channels and each module's dispatches are counted: swift-metrics'
  /// global factory unless set (tests pass their own registry's) before the modules start.
  public var metrics = HostMetrics()

  /// Slugs that would shadow the host's own routes.
  static let reservedSlugs: Set<String> = ["healthz", "actions"]

  /// A host for `registry`'s enabled modules; nothing starts until ``run()`` (or
  /// ``startModules()`` and ``makeApplication()`` in tests).
  public init(registry: ModuleRegistry, configuration: HostConfiguration) {
    self.registry = registry
    self.configuration = configuration
    self.inspection = configuration.devToolsHistoryLimit.map {
      ModuleInspection(
        historyLimit: $0, log: configuration.devToolsLog,
        boot: InspectionBoot(instance: configuration.instanceName ?? "\(configuration.host):\(configuration.port)"))
    }
    var logger = Logger(label: "immutabledata.host")
    logger.logLevel = configuration.logLevel
    self.logger = logger
    liveHub = LiveHub(
      maxStreams: configuration.maxLiveStreams, viewGrace: configuration.liveViewGrace,
      channelMaxAge: configuration.liveChannelMaxAge, logger: logger)
    pageCache = PageCache(
      policy: .init(capacity: configuration.pageCacheLimit, maxAge: configuration.pageMaxAge, idleLimit: Self.pageIdleLimit)
    )
  }

  /// A cached page nobody requested for this long is dropped (with its view) when another is stored.
  static let pageIdleLimit = Duration.seconds(60)

  /// Starts every enabled module with its context. A module whose `start` throws (its database
  /// busy, corrupt or unreadable) is logged and marked unavailable: its pages explain what
  /// happened and `/healthz` reports it, while the other modules start and run. Only host-level
  /// problems (the data directory, a reserved slug) throw.
  public func startModules() async throws {
    try createDataDirectory()
    for module in registry.modules {
      guard !Self.reservedSlugs.contains(module.slug) else { throw HostError.reservedSlug(module.slug) }
      var moduleLogger = Logger(label: "immutabledata.\(module.slug)")
      moduleLogger.logLevel = configuration.logLevel
      let context = ModuleContext(
        dataDirectory: configuration.dataDirectory,
        logger: moduleLogger,
        configuration: configuration.moduleConfiguration,
        inspection: inspection?.hook(slug: module.slug)
      )
      do {
        try await start(module, context: context)
        startedModules.append(module)
      } catch {
        logger.error("the \(module.slug) module could not start (its pages show an error; the others run): \(String(describing: error))")
        health.recordFailure(slug: module.slug, title: module.title, error: error)
      }
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
    if inspection != nil, configuration.devToolsGate == nil, configuration.isReachableFromOtherMachines {
      throw HostError.devToolsWithoutGate(host: configuration.host)
    }
    if !HostName.isLoopback(configuration.host) {
      logger.warning(
        "listening on \(configuration.host), reachable from other machines: this server has no authentication, anyone who reaches it can read and change its data; requests must name it in the Host header (add --allowed-host NAME for each name clients use)"
      )
    }
    // Before any module opens its data: a port in use is named with what to do about it.
    do {
      try await ListeningPort.checkAvailable(host: configuration.host, port: configuration.port)
    } catch .portInUse(let host, let port) {
      throw HostError.portInUse(host: host, port: port)
    } catch .cannotListen(let host, let port, let reason) {
      throw HostError.cannotListen(host: host, port: port, reason: reason)
    }
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
    let modules = try registry.modules.map(ModuleRoutes.init)
    let shell = PageShell(siteTitle: configuration.siteTitle, modules: modules, showsDevTools: inspection != nil)
    let pages = PageRenderer(cache: pageCache, shell: shell)
    pageRenderer = pages
    recordLiveConnections()
    let logger = self.logger
    let host = configuration.host
    let boundPort = self.boundPort
    var entrance = LiveEntrance(
      modules: modules, policy: RequestPolicy(configuration: configuration, boundPort: boundPort), hub: liveHub, health: health,
      heartbeat: configuration.heartbeat, logger: logger)
    entrance.metrics = metrics
    entrance.forms = LiveForms(
      modules: modules, pages: pages, cache: pageCache, inspection: inspection, submissions: submissions,
      maxBodySize: configuration.maxBodySize)
    let router = try makeRouter(modules: modules, shell: shell, pages: pages, entrance: entrance)
    return Application(
      router: router,
      server: .live(
        configuration: .init(idleTimeout: .nanoseconds(configuration.idleTimeout.nanoseconds)),
        firstRequestTimeout: configuration.idleTimeout,
        entrance: entrance
      ),
      configuration: .init(
        address: .hostname(host, port: configuration.port), serverName: configuration.siteTitle,
        backlog: LiveHub.listenBacklog(maxStreams: configuration.maxLiveStreams)),
      services: [PageCacheService(renderer: pages, liveHub: liveHub)]
        + (inspection.map { [DevToolsLogService(inspection: $0, logger: logger)] } ?? []),
      onServerRunning: { channel in
        let port = channel.localAddress?.port
        boundPort.set(port)
        logger.notice("listening on http://\(host):\(port ?? 0)")
      },
      logger: logger
    )
  }

  private func createDataDirectory() throws {
    let path = configuration.dataDirectory.path
    do {
      try FileManager.default.createDirectory(at: configuration.dataDirectory, withIntermediateDirectories: true)
    } catch {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
        throw HostError.invalidDataDirectory(path, reason: "it is a file, not a directory")
      }
      throw HostError.invalidDataDirectory(path, reason: error.localizedDescription)
    }
    // An existing directory this process cannot read and write would fail later, module by
    // module, with database errors; say it once, up front.
    guard access(path, R_OK | W_OK | X_OK) == 0 else {
      throw HostError.invalidDataDirectory(path, reason: "this user cannot read and write it (check its permissions)")
    }
  }
}
