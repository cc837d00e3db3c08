import AnimalsServerCore
import HostMetrics
import Hummingbird
import HummingbirdTesting
import Prometheus
import Testing

/// The server's request metrics: a bounded route label, and the API's store failures counted,
/// recorded into a registry of the test's own.
@Suite struct AnimalsServerMetricsTests {
  @Test(arguments: [
    (HTTPRequest.Method.post, "/animals/api", RouteClass.api),
    (.get, "/animals/api", .other),
    (.get, "/animals/api/events", .live),
    (.get, "/healthz", .health),
    (.get, "/animals/api/secret-path", .other),
    (.post, "/", .other),
  ])
  func aRequestIsLabelledByItsKindOfRoute(method: HTTPRequest.Method, path: String, expected: RouteClass) {
    #expect(AnimalsServer.routeClass(method: method, path: path) == expected)
  }

  @Test func aStoreFailureIsCountedAsADatabaseFailureWithItsStatus() async throws {
    let registry = PrometheusCollectorRegistry()
    let router = Router()
    router.addAnimalsMetrics(HostMetrics(factory: PrometheusMetricsFactory(registry: registry)))
    router.addAnimalsRoutes(api: AnimalsAPI(store: FailingStore()))
    let statuses = try await Application(router: router).test(.router) { client in
      [
        try await client.postAPI(#"{"query":[{"animals":{}}]}"#).status,
        try await client.postAPI("{}", contentType: "text/plain").status,
        try await client.execute(uri: "/healthz", method: .get).status,
      ]
    }
    #expect(statuses == [.internalServerError, .unsupportedMediaType, .ok])
    let lines = registry.emitToString().split(separator: "\n")
    func value(_ name: String, _ labels: [String: String]) -> Substring? {
      lines.first { line in
        line.hasPrefix(name + "{") && labels.allSatisfy { line.contains("\($0.key)=\"\($0.value)\"") }
      }?.split(separator: " ").last
    }
    #expect(value(HostMetrics.failures, ["module": "animals-server", "kind": "database"]) == "1")
    #expect(value(HostMetrics.requests, ["route": "api", "status": "500"]) == "1")
    #expect(value(HostMetrics.requests, ["route": "api", "status": "415"]) == "1")
    #expect(value(HostMetrics.requests, ["route": "health", "status": "200"]) == "1")
    // A refused content type is the client's mistake, not a database failure.
    #expect(lines.filter { $0.hasPrefix(HostMetrics.failures + "{") }.count == 1)
  }
}
