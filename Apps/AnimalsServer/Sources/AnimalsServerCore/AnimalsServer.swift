import AnimalsData
import Hummingbird
import Logging

/// The Animals remote-store server: `POST /animals/api` and `GET /healthz` over a persistent store.
public enum AnimalsServer {
  /// The router alone, for tests that drive requests without a socket.
  public static func makeRouter(store: some PersistentSessionPersistentStore) -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: LogRequestsMiddleware(.debug))
    router.addAnimalsRoutes(api: AnimalsAPI(store: store))
    return router
  }

  /// The application listening on `host:port` (port 0 picks a free port, logged on start).
  public static func makeApplication(
    store: some PersistentSessionPersistentStore,
    host: String = "127.0.0.1",
    port: Int = 8080,
    logger: Logger
  ) -> some ApplicationProtocol {
    Application(
      router: self.makeRouter(store: store),
      configuration: .init(address: .hostname(host, port: port), serverName: "animals-server"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? port
        logger.notice("listening on http://\(host):\(port)")
      },
      logger: logger
    )
  }
}
