import AppSupport
import ArgumentParser
import DevTools
import DevToolsInspection
import DomainRegistry
import Foundation
import HostMetrics
import Hummingbird
import HummingbirdTesting
import HummingbirdWSClient
import HummingbirdWSTesting
import ImmutableData
import Logging
import NIOConcurrencyHelpers
import Prometheus
import ServerOptions
import TestSupport
import Testing

@testable import WebHost

enum MeteredAction: Codable, Equatable, Sendable {
  case add
  case refuse
  case failedToSave
}

struct MeteredRefusal: Error {}

/// A module on a real Store, built the way every module builds it (`StoreInspector.makeStore`).
@MainActor
final class MeteredModule: DomainModule {
  let slug = "metered"
  let title = "Metered"
  private(set) var store: Store<Int, MeteredAction>?

  func start(context: ModuleContext) async throws {
    store = StoreInspector.makeStore(
      initialState: 0,
      reducer: { state, action in
        if action == .refuse { throw MeteredRefusal() }
        return state + 1
      },
      inspection: context.inspection,
      reportedFailure: { $0 == .failedToSave ? .database : nil })
  }

  var pages: [Page] {
    [Page(title: "Metered") { [weak self] _ in PageView(regions: [LiveRegion(id: "value") { "<p>\(self?.store?.state ?? -1)</p>" }]) }]
  }

  var actions: [FormAction] {
    [
      FormAction(name: "add") { [weak self] _ in try self?.store?.dispatch(action: .add) },
      // As `ModuleForm` does: a reducer's refusal is a `FormError`, answered 400.
      FormAction(name: "refuse") { [weak self] _ in
        do { try self?.store?.dispatch(action: .refuse) } catch { throw FormError.failed(String(describing: error)) }
      },
      FormAction(name: "save") { [weak self] _ in try self?.store?.dispatch(action: .failedToSave) },
    ]
  }
}

/// The host's metrics, recorded into a registry of the test's own (never swift-metrics' global
/// one) and scraped over HTTP from the metrics listener.
@MainActor @Suite struct MetricsTests {
  let registry = PrometheusCollectorRegistry()

  private func metered(_ host: WebHost) -> WebHost {
    host.metrics = HostMetrics(factory: PrometheusMetricsFactory(registry: registry))
    return host
  }

  /// Runs `body` with a client of the metrics listener serving `registry` on a free loopback port.
  nonisolated private func withListener<Value: Sendable>(
    _ registry: PrometheusCollectorRegistry, _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let listener = try MetricsListener(port: 0, registry: registry)
    return try await listener.makeApplication(logger: Logger(label: "metrics-test")).test(.live, body)
  }

  nonisolated private static func scrape(_ client: any TestClientProtocol) async throws -> MetricsScrape {
    let response = try await client.execute(uri: "/metrics", method: .get)
    #expect(response.status == .ok)
    #expect(response.headers[.contentType]?.hasPrefix("text/plain; version=0.0.4") == true)
    return MetricsScrape(String(buffer: response.body))
  }

  @Test func theListenerShowsRequestsByRouteClassAndStatus() async throws {
    let fixture = try HostFixture()
    _ = metered(fixture.host)
    let registry = self.registry
    try await fixture.test(.live) { client in
      #expect(try await client.execute(uri: "/fake", method: .get).status == .ok)
      #expect(try await client.postForm("/fake/actions/add", "amount=2").status == .seeOther)
      #expect(try await client.execute(uri: "/_assets/fake/fake.css", method: .get).status == .ok)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
      #expect(try await client.execute(uri: "/no-such-page-7f3a?secret=1", method: .get).status == .notFound)
      try await withListener(registry) { scraper in
        let scrape = try await Self.scrape(scraper)
        #expect(scrape.value(HostMetrics.requests, ["route": "page", "status": "200"]) == 1)
        #expect(scrape.value(HostMetrics.requests, ["route": "form_action", "status": "303"]) == 1)
        #expect(scrape.value(HostMetrics.requests, ["route": "asset", "status": "200"]) == 1)
        #expect(scrape.value(HostMetrics.requests, ["route": "health", "status": "200"]) == 1)
        #expect(scrape.value(HostMetrics.requests, ["route": "page", "status": "404"]) == 1)
        #expect(scrape.value(HostMetrics.requestDuration + "_count", ["route": "page"]) == 2)
        // Bounded labels: route classes only, never the requested path.
        let routes = scrape.labelValues(HostMetrics.requests, "route")
        #expect(routes.isSubset(of: Set(RouteClass.allCases.map(\.rawValue))))
        #expect(!scrape.text.contains("no-such-page"))
        #expect(!scrape.text.contains("secret"))
      }
    }
  }

  @Test func countersMoveWithEachRequest() async throws {
    let fixture = try HostFixture()
    _ = metered(fixture.host)
    let registry = self.registry
    try await fixture.test(.live) { client in
      try await withListener(registry) { scraper in
        let before = try await Self.scrape(scraper)
        for _ in 0..<3 {
          #expect(try await client.execute(uri: "/fake/about", method: .get).status == .ok)
        }
        let after = try await Self.scrape(scraper)
        let requests = (HostMetrics.requests, ["route": "page", "status": "200"])
        #expect(after.value(requests.0, requests.1) - before.value(requests.0, requests.1) == 3)
        let count = HostMetrics.requestDuration + "_count"
        #expect(after.value(count, ["route": "page"]) - before.value(count, ["route": "page"]) == 3)
        // Every request falls in the last bucket, and the sum of durations grew.
        #expect(
          after.value(HostMetrics.requestDuration + "_bucket", ["route": "page", "le": "+Inf"]) == after.value(count, ["route": "page"]))
        #expect(after.value(HostMetrics.requestDuration + "_sum", ["route": "page"]) > 0)
      }
    }
  }

  @Test func openLiveChannelsAreGauged() async throws {
    let fixture = try HostFixture(heartbeat: .seconds(3600))
    _ = metered(fixture.host)
    let registry = self.registry
    let gauge: @Sendable () -> Double = { MetricsScrape(registry.emitToString()).value(HostMetrics.liveConnections) }
    try await fixture.test(.live) { client in
      try await client.ws("/_live/fake") { inbound, outbound, _ in
        try await outbound.write(.text("{}"))
        var messages = inbound.messages(maxSize: 1 << 20).makeAsyncIterator()
        _ = try await messages.next()
        #expect(gauge() == 1)
        try await withListener(registry) { scraper in
          let scrape = try await Self.scrape(scraper)
          #expect(scrape.value(HostMetrics.liveConnections) == 1)
        }
      }
      try await waitUntil { gauge() == 0 }
      // The upgrade is counted although the live entrance, not the router, admits it.
      #expect(MetricsScrape(registry.emitToString()).value(HostMetrics.requests, ["route": "live", "status": "101"]) == 1)
    }
  }

  @Test(arguments: [false, true])
  func dispatchesReducerErrorsAndReportedFailuresAreCountedPerModule(devTools: Bool) async throws {
    let module = MeteredModule()
    let registry = ModuleRegistry()
    try registry.register(module)
    let directory = try TemporaryDirectory(prefix: "webhost")
    let configuration = HostConfiguration(port: 0, dataDirectory: directory.url, devToolsHistoryLimit: devTools ? 50 : nil)
    let host = metered(WebHost(registry: registry, configuration: configuration))
    try await host.startModules()
    try await host.makeApplication().test(.router) { client in
      for action in ["add", "add", "refuse", "save"] {
        _ = try await client.postForm("/metered/actions/\(action)", "")
      }
    }
    let scrape = MetricsScrape(self.registry.emitToString())
    #expect(scrape.value(HostMetrics.dispatches, ["module": "metered"]) == 4)
    #expect(scrape.value(HostMetrics.reducerErrors, ["module": "metered"]) == 1)
    #expect(scrape.value(HostMetrics.failures, ["module": "metered", "kind": "database"]) == 1)
    #expect(scrape.value(HostMetrics.requests, ["route": "form_action", "status": "400"]) == 1)
    #expect(scrape.value(HostMetrics.requests, ["route": "form_action", "status": "303"]) == 3)
    #expect(module.store?.state == 3)
    await host.shutdownModules()
  }

  @Test func onlyAStoreBuiltWhileAnObserverIsBoundIsObserved() throws {
    let outcomes = NIOLockedValueBox<[Bool]>([])
    let observer = ReductionObserver { refused, _ in outcomes.withLockedValue { $0.append(refused) } }
    let reducer: @Sendable (Int, MeteredAction) throws -> Int = { state, action in
      if action == .refuse { throw MeteredRefusal() }
      return state + 1
    }
    let observed = ReductionObserver.$current.withValue(observer) {
      StoreInspector<Int, MeteredAction>.makeStore(initialState: 0, reducer: reducer, inspection: nil)
    }
    let plain = StoreInspector<Int, MeteredAction>.makeStore(initialState: 0, reducer: reducer, inspection: nil)
    try observed.dispatch(action: .add)
    #expect(throws: MeteredRefusal.self) { try observed.dispatch(action: .refuse) }
    // Dispatching while an observer is bound does not matter: the store was built without one.
    try ReductionObserver.$current.withValue(observer) { try plain.dispatch(action: .add) }
    #expect(outcomes.withLockedValue { $0 } == [false, true])
    #expect(observed.state == 1 && plain.state == 1)
  }

  /// `HostOptions` includes ServerOptions' metrics options, checked there (`MetricsListenerTests`).
  @Test func theAppsCommandLineHasTheMetricsOptions() throws {
    #expect(try HostOptions.parse([]).listen.metrics.port == nil)
    #expect(try HostOptions.parse(["--metrics-port", "9100"]).listen.metrics.port == 9100)
    do {
      _ = try HostOptions.parse(["--metrics-port", "9100", "--metrics-host", "0.0.0.0"])
      Issue.record("--metrics-host 0.0.0.0 was accepted")
    } catch {
      #expect(HostOptions.message(for: error).contains("--metrics-allow-remote"))
    }
  }
}
