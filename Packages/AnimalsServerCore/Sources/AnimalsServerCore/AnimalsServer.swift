public import AnimalsData
import HostMetrics
public import Hummingbird
public import Logging

/// The Animals remote-store server: `POST /animals/api`, the change feed
/// `GET /animals/api/events` and `GET /healthz` over a persistent store.
public enum AnimalsServer {
  /// The router alone, for tests that drive requests without a socket. The server publishes
  /// its own committed mutations to its change feed (right for a database only it writes to).
  public static func makeRouter(
    store: some PersistentSessionPersistentStore,
    limits: AnimalsAPILimits = .standard
  ) -> Router<BasicRequestContext> {
    let changes = AnimalsChangeFeed()
    return self.makeRouter(store: PublishingStore(base: store, feed: changes), changes: changes, limits: limits)
  }

  /// The router over `store`, serving `changes` as the change feed; whoever feeds `changes`
  /// (a `PublishingStore`, a database's notifications) decides what it carries. `limits`
  /// bound what one request may ask for; `availability` is what `/healthz` checks (a
  /// database server's reachability), nothing when nil.
  public static func makeRouter(
    store: some PersistentSessionPersistentStore,
    changes: AnimalsChangeFeed,
    limits: AnimalsAPILimits = .standard,
    availability: (@Sendable () async throws -> Void)? = nil,
    logger: Logger = Logger(label: "animals-server")
  ) -> Router<BasicRequestContext> {
    let router = Router()
    // swift-metrics' global factory: a no-op unless animals-server runs with --metrics-port.
    router.addAnimalsMetrics(HostMetrics())
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.addAnimalsRoutes(api: AnimalsAPI(store: store, limits: limits), availability: availability)
    router.addAnimalsEventsRoute(changes: changes, logger: logger)
    return router
  }

  /// The application listening on `host:port` (port 0 picks a free port, logged on start); it
  /// publishes its own committed mutations to its change feed.
  public static func makeApplication(
    store: some PersistentSessionPersistentStore,
    host: String = "127.0.0.1",
    port: Int = 8080,
    limits: AnimalsAPILimits = .standard,
    logger: Logger
  ) -> some ApplicationProtocol {
    let changes = AnimalsChangeFeed()
    return self.makeApplication(
      store: PublishingStore(base: store, feed: changes),
      changes: changes,
      host: host,
      port: port,
      limits: limits,
      logger: logger
    )
  }

  /// The application over `store`, serving `changes` as the change feed; `/healthz` answers
  /// 503 while `availability` throws.
  public static func makeApplication(
    store: some PersistentSessionPersistentStore,
    changes: AnimalsChangeFeed,
    host: String = "127.0.0.1",
    port: Int = 8080,
    limits: AnimalsAPILimits = .standard,
    availability: (@Sendable () async throws -> Void)? = nil,
    logger: Logger
  ) -> some ApplicationProtocol {
    Application(
      router: self.makeRouter(store: store, changes: changes, limits: limits, availability: availability, logger: logger),
      configuration: .init(address: .hostname(host, port: port), serverName: "animals-server"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? port
        logger.notice("listening on http://\(host):\(port)")
      },
      logger: logger
    )
  }
}
