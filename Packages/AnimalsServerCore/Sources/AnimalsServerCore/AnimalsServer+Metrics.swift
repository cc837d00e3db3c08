public import HostMetrics
public import Hummingbird

extension AnimalsServer {
  /// The `module` label of the server's failures.
  public static let metricsModule = "animals-server"

  /// The route class of a request to the server (the `route` label of its request metrics;
  /// never the path itself).
  public static func routeClass(method: HTTPRequest.Method, path: String) -> RouteClass {
    switch path {
    case "/animals/api": method == .post ? .api : .other
    case "/animals/api/events": .live
    case "/healthz": .health
    default: .other
    }
  }
}

extension Router {
  /// Records every request in `metrics` by route class (`AnimalsServer.routeClass`), and each
  /// store failure the API answers with (busy: 503, failed: 500) as a `database` failure.
  /// Added first, so it sees every answer.
  public func addAnimalsMetrics(_ metrics: HostMetrics) {
    self.add(
      middleware: RequestMetricsMiddleware(metrics: metrics) { request in
        AnimalsServer.routeClass(method: request.method, path: request.uri.path)
      })
    self.add(middleware: AnimalsMetricsMiddleware(metrics: metrics))
  }
}

/// What only the Animals server knows: the API's store failures, counted where
/// `AnimalsAPIError(storeError:)` already turns a failed read or write into its answer, and the
/// change feed's open streams.
struct AnimalsMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
  let metrics: HostMetrics

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    do {
      let response = try await next(request, context)
      let isFeed = request.uri.path == "/animals/api/events" && response.status == .ok
      return isFeed ? metrics.countingLiveConnection(response) : response
    } catch let error as AnimalsAPIError where error.code == .storeBusy || error.code == .storeFailure {
      metrics.recordFailure(module: AnimalsServer.metricsModule, kind: .database)
      throw error
    }
  }
}
