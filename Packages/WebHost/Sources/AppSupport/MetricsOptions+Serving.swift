import CoreMetrics
import Hummingbird
public import Logging
import Prometheus
import ServiceLifecycle
import UnixSignals
import WebHost

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

/// swift-metrics' process-wide factory, bootstrapped once with the registry `/metrics` serves.
enum MetricsBootstrap {
  /// The process's registry; the first use bootstraps `MetricsSystem` with it (a static is
  /// initialised exactly once, and bootstrapping twice would trap).
  static let registry: PrometheusCollectorRegistry = {
    let registry = PrometheusCollectorRegistry()
    MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
    return registry
  }()
}
