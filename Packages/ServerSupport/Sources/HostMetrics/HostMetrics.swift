public import CoreMetrics

/// The metrics a server records, by name and label, through one swift-metrics factory.
///
/// Every label value comes from a bounded set (a ``RouteClass``, a status code, a module slug,
/// a ``FailureKind``), never from what a client sent. The factory is swift-metrics' global one
/// unless a test passes its own; before an app bootstraps the metrics system (only with
/// `--metrics-port`), that is a no-op and recording costs next to nothing.
public struct HostMetrics: Sendable {
  /// Requests answered, by `route` (a ``RouteClass``) and `status` (the HTTP status code).
  public static let requests = "immutabledata_http_requests_total"
  /// How long answering took (until the response's head, for a live channel), by `route`.
  public static let requestDuration = "immutabledata_http_request_duration_seconds"
  /// Live channels open now (WebSockets and event streams of pages, change-feed streams).
  public static let liveConnections = "immutabledata_live_connections"
  /// Actions a module's store reduced, by `module`.
  public static let dispatches = "immutabledata_dispatches_total"
  /// Actions a module's reducer refused (threw), by `module`.
  public static let reducerErrors = "immutabledata_reducer_errors_total"
  /// Failures reported by a module or server, by `module` and `kind` (a ``FailureKind``).
  public static let failures = "immutabledata_failures_total"

  let factory: any MetricsFactory

  /// Metrics made by `factory`; swift-metrics' global factory by default.
  public init(factory: any MetricsFactory = MetricsSystem.factory) {
    self.factory = factory
  }

  /// Counts one answered request and records how long it took.
  public func recordRequest(route: RouteClass, status: Int, duration: Duration) {
    Counter(label: Self.requests, dimensions: [("route", route.rawValue), ("status", String(status))], factory: factory)
      .increment()
    CoreMetrics.Timer(label: Self.requestDuration, dimensions: [("route", route.rawValue)], factory: factory)
      .recordNanoseconds(duration.wholeNanoseconds)
  }

  /// Sets how many live channels are open now.
  public func setLiveConnections(_ count: Int) {
    Meter(label: Self.liveConnections, factory: factory).set(count)
  }

  /// Counts one action `module`'s store reduced, or its reducer refused when `refused`.
  public func recordDispatch(module: String, refused: Bool) {
    Counter(label: Self.dispatches, dimensions: [("module", module)], factory: factory).increment()
    if refused {
      Counter(label: Self.reducerErrors, dimensions: [("module", module)], factory: factory).increment()
    }
  }

  /// Counts one failure of `kind` that `module` reported.
  public func recordFailure(module: String, kind: FailureKind) {
    Counter(label: Self.failures, dimensions: [("module", module), ("kind", kind.rawValue)], factory: factory).increment()
  }
}

extension Duration {
  /// The duration in whole nanoseconds, saturating instead of overflowing.
  fileprivate var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    return scaled.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue
  }
}
