import CoreMetrics
import Prometheus

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
