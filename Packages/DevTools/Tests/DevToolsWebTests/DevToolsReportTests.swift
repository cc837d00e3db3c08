import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

@MainActor
@Suite struct DevToolsReportTests {
  /// A `gauge` module whose inspection keeps a log; posts from two tabs (ids as `live.js` makes
  /// them may hold `-` and `_`).
  func gauge(log: MemoryLog = MemoryLog()) throws -> (ModuleInspection, Store<Int, GaugeAction>) {
    let inspection = ModuleInspection(historyLimit: 50, log: log, boot: InspectionBoot(instance: "showcase-3"))
    let store = StoreInspector<Int, GaugeAction>.makeStore(
      initialState: 0,
      reducer: { (state: Int, action: GaugeAction) -> Int in
        switch action {
        case .raise(let amount): state + amount
        }
      },
      inspection: inspection.hook(slug: "gauge"),
      recipe: TestRecipe(imports: ["GaugeData"], initialState: "0", reducer: "GaugeReducer.reduce")
    )
    for (amount, tab) in [(1, "tab-a_1"), (20, "tabbbb"), (300, "tab-a_1")] {
      try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge", tab: tab)) {
        try store.dispatch(action: .raise(amount))
      }
    }
    return (inspection, store)
  }

  func test<Value: Sendable>(
    _ inspection: ModuleInspection, gate: DevToolsGate? = nil, _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: inspection, titles: ["gauge": "Gauge"], maxBodySize: 64 * 1024, gate: gate)
    return try await Application(router: router).test(.router, body)
  }

  static let form: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

  @Test func aReportKeepsTheTabsStepsAndOpensWithReplayAndTestOnAnotherInstance() async throws {
    let log = MemoryLog()
    let (reporting, _) = try self.gauge(log: log)
    let saved = try await self.test(reporting) { client in
      try await client.execute(
        uri: "/_devtools/report", method: .post, headers: Self.form,
        body: ByteBuffer(string: "module=gauge&tab=tab-a_1&note=The+total+jumped&return=%2Fgauge")
      ) { response in
        #expect(response.status == .created)
        return String(buffer: response.body)
      }
    }
    let id = String(try #require(saved.firstMatch(of: #/saved as ([a-z0-9]{10})/#)?.1))
    #expect(saved.contains("href=\"/gauge\""))
    let report = try #require(try await log.report(id: id))
    #expect(report.steps == [1, 3])
    #expect(report.note == "The total jumped")
    #expect(report.boot.instance == "showcase-3")

    // Another instance sharing the log opens it.
    let (reading, _) = try self.gauge(log: log)
    let (page, replayed, source) = try await self.test(reading) { client in
      let page = try await client.execute(uri: "/_devtools/reports/\(id)", method: .get) { String(buffer: $0.body) }
      let replayed = try await client.execute(uri: "/_devtools/reports/\(id)/replay", method: .post) { String(buffer: $0.body) }
      let source = try await client.execute(uri: "/_devtools/reports/\(id)/test", method: .get) { response in
        #expect(response.status == .ok)
        return String(buffer: response.body)
      }
      return (page, replayed, source)
    }
    #expect(page.contains("The total jumped"))
    #expect(page.contains("showcase-3"))
    #expect(page.components(separatedBy: "report-step of-tab").count - 1 == 2)
    #expect(replayed.contains("Replayed 3 action(s) into a fresh store: the final state matches the report."))
    #expect(source.contains("@Test func theRecordedSessionReachesTheRecordedState()"))
    #expect(source.contains(##"let action3 = try action(#"{"raise":{"_0":300}}"#)"##))
  }

  @Test func behindTheGateAPersonMayAddAReportButNotReadOne() async throws {
    let (inspection, _) = try self.gauge()
    let gate = try #require(DevToolsGate(token: "q9W2-e7R4-t6Y8-u1I3"))
    try await self.test(inspection, gate: gate) { client in
      let page = try await client.execute(
        uri: "/_devtools/report", method: .post, headers: Self.form, body: ByteBuffer(string: "module=gauge&note=broken")
      ) { response in
        #expect(response.status == .created)
        return String(buffer: response.body)
      }
      let id = String(try #require(page.firstMatch(of: #/saved as ([a-z0-9]{10})/#)?.1))
      for (uri, method) in [
        ("/_devtools/reports/\(id)", HTTPRequest.Method.get), ("/_devtools/reports/\(id)/test", .get),
        ("/_devtools/reports/\(id)/replay", .post),
      ] {
        try await client.execute(uri: uri, method: method) { #expect($0.status == .unauthorized, "\(uri)") }
      }
    }
  }

  @Test func aReportIsRefusedWithoutALogForAnUnknownModuleOrWithTooLongANote() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    let (inspection, _) = try self.gauge()
    try await fixture.test { client in
      try await client.execute(uri: "/_devtools/report", method: .post, headers: Self.form, body: ByteBuffer(string: "module=gauge")) {
        #expect($0.status == .serviceUnavailable)
        #expect(String(buffer: $0.body).contains("does not keep (--devtools-log off)"))
      }
    }
    try await self.test(inspection) { client in
      try await client.execute(uri: "/_devtools/report", method: .post, headers: Self.form, body: ByteBuffer(string: "module=nope")) {
        #expect($0.status == .notFound)
      }
      let note = String(repeating: "x", count: InspectionReport.maxNoteLength + 1)
      try await client.execute(
        uri: "/_devtools/report", method: .post, headers: Self.form, body: ByteBuffer(string: "module=gauge&note=\(note)")
      ) {
        #expect($0.status == .contentTooLarge)
        #expect(String(buffer: $0.body).contains("shorten it"))
      }
      try await client.execute(uri: "/_devtools/reports/zzzzzzzzzz", method: .get) { #expect($0.status == .notFound) }
      try await client.execute(uri: "/_devtools/reports/..%2F..%2Fetc", method: .get) { #expect($0.status == .notFound) }
    }
  }

  @Test func aReportListsEachStepsActionCutAsAnImportDoes() async throws {
    let log = MemoryLog()
    let (inspection, _) = try self.gauge(log: log)
    let long = "GaugeAction.raise(" + String(repeating: "9", count: 2_000) + ")"
    let session = #"{"kind":"header"}"# + "\n" + #"{"step":1,"action":"\#(long)","origin":"form action raise"}"# + "\n"
    let report = InspectionReport(
      boot: InspectionBoot(instance: "showcase-3"), module: "gauge", tab: nil, note: "long", steps: [1], session: session)
    try await log.store(report)
    let page = try await self.test(inspection) { client in
      String(buffer: try await client.execute(uri: "/_devtools/reports/\(report.id)", method: .get).body)
    }
    #expect(page.contains(String(long.prefix(300)) + "…"))
    #expect(page.contains(long) == false)
  }
}
