public import Hummingbird

/// Records every request the router answers in ``HostMetrics``: its ``RouteClass`` (from
/// `classify`, which sees the method and path, never a label taken from them), its status and
/// its duration. Added first, so it sees what the other middleware answer too (a refused
/// `Host`, an error page).
public struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: HostMetrics
  let classify: @Sendable (Request) -> RouteClass

  /// Records in `metrics`, labelling each request with `classify`.
  public init(metrics: HostMetrics, classify: @escaping @Sendable (Request) -> RouteClass) {
    self.metrics = metrics
    self.classify = classify
  }

  /// Answers through `next`, then records; an error is recorded with the status it answers with.
  public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
    -> Response
  {
    let route = classify(request)
    let start = ContinuousClock.now
    do {
      let response = try await next(request, context)
      metrics.recordRequest(route: route, status: response.status.code, duration: ContinuousClock.now - start)
      return response
    } catch {
      // What Hummingbird will answer: the error's own status, or 500.
      let status = (error as? any HTTPResponseError)?.status.code ?? 500
      metrics.recordRequest(route: route, status: status, duration: ContinuousClock.now - start)
      throw error
    }
  }
}
