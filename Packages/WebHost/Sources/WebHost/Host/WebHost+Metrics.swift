import DevToolsInspection
import DomainRegistry
import HostMetrics
import Hummingbird
import ImmutableData

/// The host's side of metrics: which route class a request is, and the hooks that feed
/// ``WebHost/metrics`` (kept here so the routes, the hub and the module start change by one call
/// each).
extension WebHost {
  /// The route class of a request to this host, from its method and path alone (the label of
  /// `immutabledata_http_requests_total`; never the path itself).
  nonisolated static func routeClass(method: HTTPRequest.Method, path: String) -> RouteClass {
    if path == "/healthz" { return .health }
    if path.hasPrefix("/_assets/") || path == faviconPath || path == "/favicon.ico" { return .asset }
    if path.hasPrefix("/_live/") || path.hasPrefix("/_events/") { return .live }
    if path == "/_devtools" || path.hasPrefix("/_devtools/") { return .devtools }
    if method == .post {
      // `/<slug>/actions/<name>`, the one shape of `FormAction.path(slug:name:)`.
      let segments = path.split(separator: "/", omittingEmptySubsequences: false)
      return segments.count == 4 && segments[0].isEmpty && segments[2] == "actions" ? .formAction : .other
    }
    return method == .get || method == .head ? .page : .other
  }

  /// The middleware recording every request in `metrics`, by route class.
  func requestMetricsMiddleware() -> RequestMetricsMiddleware<BasicRequestContext> {
    RequestMetricsMiddleware(metrics: metrics) { request in
      Self.routeClass(method: request.method, path: request.uri.path)
    }
  }

  /// Keeps the open live channels gauge at the hub's count.
  func recordLiveConnections() {
    let metrics = self.metrics
    metrics.setLiveConnections(liveHub.streamCount)
    liveHub.onStreamCountChange = { metrics.setLiveConnections($0) }
  }

  /// Starts `module` with every reduction of the store it builds counted under its slug.
  func start(_ module: any DomainModule, context: ModuleContext) async throws {
    let metrics = self.metrics
    let slug = module.slug
    let observer = ReductionObserver { refused, failure in
      metrics.recordDispatch(module: slug, refused: refused)
      if let failure { metrics.recordFailure(module: slug, kind: FailureKind(failure)) }
    }
    // What the module dispatches while it starts is recorded as its start's (DevTools); the
    // tasks it starts (its Listener) inherit that until they name their own work.
    try await ReductionObserver.$current.withValue(observer) {
      try await ActionOrigin.$current.withValue(.moduleStart(slug: slug)) {
        try await module.start(context: context)
      }
    }
  }
}

extension FailureKind {
  /// The metrics' name of a failure an action reported.
  init(_ failure: ReportedFailure) {
    switch failure {
    case .database: self = .database
    case .feed: self = .feed
    }
  }
}
