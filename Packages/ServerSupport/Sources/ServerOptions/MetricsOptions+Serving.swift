import Hummingbird
public import Logging
import ServiceLifecycle
import UnixSignals

extension MetricsOptions {
  /// Runs `server` (the app), with the metrics listener beside it when `--metrics-port` is
  /// given: swift-metrics is bootstrapped first (once per process), so everything the server
  /// builds records into the registry `/metrics` shows. The port is checked before `server`
  /// starts, so a taken one changes nothing; the listener failing stops the server, and the
  /// server ending (SIGTERM, SIGINT, an error) stops the listener.
  public func serve(logger: Logger, _ server: @escaping @Sendable () async throws -> Void) async throws {
    guard let port else {
      try await server()
      return
    }
    let listener = try MetricsListener(host: host, port: port, allowsRemote: allowsRemote, registry: MetricsBootstrap.registry)
    do {
      try await ListeningPort.checkAvailable(host: host, port: port)
    } catch .portInUse {
      throw MetricsListenerError.portInUse(host: host, port: port)
    } catch .cannotListen(_, _, let reason) {
      throw MetricsListenerError.cannotListen(host: host, port: port, reason: reason)
    }
    let application = listener.makeApplication(logger: logger)
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask {
        try await application.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        return false
      }
      group.addTask {
        try await server()
        return true
      }
      // The listener ends on the same signals as the server; the server's end ends it too.
      while let serverEnded = try await group.next() {
        if serverEnded { group.cancelAll() }
      }
    }
  }
}
