import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

/// An in-memory log: the page's side of the log without a database (the SQLite log has its own
/// tests in DevToolsLogTests).
actor MemoryLog: InspectionLog {
  private var kept: [LoggedStep] = []
  private var reports: [String: InspectionReport] = [:]

  func store(_ report: InspectionReport) async throws {
    self.reports[report.id] = report
  }

  func report(id: String) async throws -> InspectionReport? {
    self.reports[id]
  }

  func append(_ steps: [LoggedStep]) async throws {
    self.kept += steps
  }

  func steps(module: String, excluding boot: String?, limit: Int) async throws -> [LoggedStep] {
    Array(self.kept.filter { $0.module == module && $0.boot.id != boot }.reversed().prefix(limit))
  }
}

@MainActor
@Suite struct DevToolsEarlierRunsTests {
  /// Two runs of a `gauge` module sharing one log, as an instance before and after a restart.
  func runs() async throws -> (earlier: ModuleInspection, current: ModuleInspection, store: Store<Int, GaugeAction>) {
    let log = MemoryLog()
    let reducer: @Sendable (Int, GaugeAction) -> Int = { state, action in
      switch action {
      case .raise(let amount): state + amount
      }
    }
    let earlier = ModuleInspection(historyLimit: 50, log: log, boot: InspectionBoot(instance: "showcase-2"))
    let old = StoreInspector.makeStore(initialState: 0, reducer: reducer, inspection: earlier.hook(slug: "gauge"))
    try old.dispatch(action: .raise(7))
    try old.dispatch(action: .raise(8))
    try await earlier.writeLog()
    let current = ModuleInspection(historyLimit: 50, log: log, boot: InspectionBoot(instance: "showcase-2"))
    let store = StoreInspector.makeStore(initialState: 0, reducer: reducer, inspection: current.hook(slug: "gauge"))
    try store.dispatch(action: .raise(1))
    try await current.writeLog()
    return (earlier, current, store)
  }

  func test<Value: Sendable>(
    _ inspection: ModuleInspection, _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: inspection, titles: ["gauge": "Gauge"], maxBodySize: 64 * 1024)
    return try await Application(router: router).test(.router, body)
  }

  @Test func thePageShowsTheStepsOfEarlierRunsByInstanceAndRun() async throws {
    let (earlier, current, _) = try await self.runs()
    let html = try await self.test(current) { client in
      try await client.execute(uri: "/_devtools", method: .get) { String(buffer: $0.body) }
    }
    #expect(html.contains("Earlier runs"))
    #expect(html.contains("data-boot=\"\(earlier.boot.id)\""))
    #expect(html.contains("data-boot=\"\(current.boot.id)\"") == false)
    #expect(html.contains("showcase-2, run started"))
    #expect(html.contains("GaugeAction.raise(8)"))
    #expect(html.contains("GaugeAction.raise(7)"))
    #expect(
      html.range(of: "GaugeAction.raise(8)")?.lowerBound ?? html.endIndex < html.range(of: "GaugeAction.raise(7)")?.lowerBound
        ?? html.startIndex)
  }

  @Test func theLogEndpointGivesEarlierRunsNewestFirst() async throws {
    let (earlier, current, _) = try await self.runs()
    let reply = try await self.test(current) { client in
      try await client.execute(uri: "/_devtools/gauge/log?limit=5", method: .get) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
    }
    let object = try #require(try JSONSerialization.jsonObject(with: Data(reply.utf8)) as? [String: Any])
    #expect(object["hasLog"] as? Bool == true)
    let steps = try #require(object["steps"] as? [[String: Any]])
    #expect(steps.compactMap { ($0["step"] as? [String: Any])?["step"] as? Int } == [2, 1])
    #expect(steps.allSatisfy { ($0["boot"] as? [String: Any])?["id"] as? String == earlier.boot.id })
  }

  @Test func withoutALogThePageShowsNoEarlierRunsAndTheEndpointSaysSo() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    let (html, reply) = try await fixture.test { client in
      let html = try await client.execute(uri: "/_devtools", method: .get) { String(buffer: $0.body) }
      let reply = try await client.execute(uri: "/_devtools/gauge/log", method: .get) { String(buffer: $0.body) }
      return (html, reply)
    }
    #expect(html.contains("Earlier runs") == false)
    #expect(reply.contains(#""hasLog":false"#))
    #expect(reply.contains(#""steps":[]"#))
  }
}
