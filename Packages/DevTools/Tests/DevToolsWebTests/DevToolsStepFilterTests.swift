import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

/// "Show only": the page filtered by module, instance, page and tab, as a link that keeps its
/// look through the page's forms and the script's refreshes.
@MainActor
@Suite struct DevToolsStepFilterTests {
  let reducer: @Sendable (Int, GaugeAction) -> Int = { state, action in
    switch action {
    case .raise(let amount): state + amount
    }
  }

  /// Two instances sharing one log, two modules on the current one; steps from tabs `a1` (on
  /// `/gauge`) and `b2` (on `/gauge?unit=cm`), one Listener step started by tab a1's.
  func cluster() async throws -> ModuleInspection {
    let log = MemoryLog()
    let other = ModuleInspection(historyLimit: 50, log: log, boot: InspectionBoot(instance: "showcase-2"))
    let elsewhere = StoreInspector.makeStore(initialState: 0, reducer: self.reducer, inspection: other.hook(slug: "gauge"))
    try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge", tab: "a1")) {
      try elsewhere.dispatch(action: .raise(70))
    }
    try await other.writeLog()

    let current = ModuleInspection(historyLimit: 50, log: log, boot: InspectionBoot(instance: "showcase-1"))
    let gauge = StoreInspector.makeStore(initialState: 0, reducer: self.reducer, inspection: current.hook(slug: "gauge"))
    let meter = StoreInspector.makeStore(initialState: 0, reducer: self.reducer, inspection: current.hook(slug: "meter"))
    try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge", tab: "a1")) {
      try gauge.dispatch(action: .raise(1))
    }
    try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge?unit=cm", tab: "b2")) {
      try gauge.dispatch(action: .raise(20))
    }
    try ActionOrigin.$current.withValue(.listener("GaugeData.Listener", startedBy: GaugeAction.raise(1))) {
      try gauge.dispatch(action: .raise(300))
    }
    try meter.dispatch(action: .raise(5))
    return current
  }

  func page(_ inspection: ModuleInspection, _ uri: String) async throws -> String {
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: inspection, titles: ["gauge": "Gauge", "meter": "Meter"], maxBodySize: 64 * 1024)
    return try await Application(router: router).test(.router) { client in
      String(buffer: try await client.execute(uri: uri, method: .get).body)
    }
  }

  @Test func oneTabShowsItsStepsAndTheListenerWorkTheyStartedOnEveryInstance() async throws {
    let page = try await self.page(try await self.cluster(), "/_devtools?tab=a1")
    #expect(page.contains("GaugeAction.raise(1)"))
    #expect(page.contains("GaugeAction.raise(300)"))
    #expect(page.contains("GaugeAction.raise(20)") == false)
    // Tab a1 on the other instance too, under its earlier run.
    #expect(page.contains("GaugeAction.raise(70)"))
    #expect(page.contains("Showing only tab a1."))
    #expect(page.contains(#"<input type="text" id="filter-tab" name="tab" value="a1""#))
    // Its forms keep the look: the post's redirect shows the same filter.
    #expect(page.contains(#"action="/_devtools/gauge/travel?tab=a1""#))
    #expect(page.contains(#"data-filter="tab=a1""#))
  }

  @Test func onePageMatchesEveryLocationStartingWithIt() async throws {
    let inspection = try await self.cluster()
    let centimetres = try await self.page(inspection, "/_devtools?page=%2Fgauge%3Funit")
    #expect(centimetres.contains("GaugeAction.raise(20)"))
    #expect(centimetres.contains("GaugeAction.raise(1)") == false)
    let gauge = try await self.page(inspection, "/_devtools?page=/gauge")
    #expect(gauge.contains("GaugeAction.raise(1)") && gauge.contains("GaugeAction.raise(20)"))
    // A step from no page (no origin) is not on any.
    #expect(gauge.contains("GaugeAction.raise(5)") == false)
  }

  @Test func oneInstanceShowsOnlyItsRunsAndSaysWhenThisIsNotIt() async throws {
    let page = try await self.page(try await self.cluster(), "/_devtools?instance=showcase-2")
    #expect(page.contains("GaugeAction.raise(70)"))
    #expect(page.contains("GaugeAction.raise(1)") == false)
    #expect(page.contains("This instance (showcase-1) is not the one your filter shows"))
    #expect(page.contains(#"<option value="showcase-2" selected="selected">showcase-2</option>"#))
  }

  @Test func oneModuleShowsOnlyItsSection() async throws {
    let page = try await self.page(try await self.cluster(), "/_devtools?only=meter")
    #expect(page.contains(#"id="module-meter""#))
    #expect(page.contains(#"id="module-gauge""#) == false)
    #expect(page.contains("Showing only module Meter."))
  }

  @Test func aPostThroughAFilteredPageReturnsToTheSameLook() async throws {
    let inspection = try await self.cluster()
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: inspection, titles: ["gauge": "Gauge"], maxBodySize: 64 * 1024)
    try await Application(router: router).test(.router) { client in
      let response = try await client.execute(
        uri: "/_devtools/gauge/travel?tab=a1&page=%2Fgauge", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"], body: ByteBuffer(string: "step=1"))
      #expect(response.status == .seeOther)
      #expect(response.headers[.location] == "/_devtools?page=/gauge&tab=a1#module-gauge")
      let live = String(buffer: try await client.execute(uri: "/_devtools/gauge/live?tab=b2", method: .get).body)
      #expect(live.contains("GaugeAction.raise(20)") && live.contains("GaugeAction.raise(1)") == false)
      let hide = try await client.execute(
        uri: "/_devtools/hidden?tab=a1", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "hide=onAppear"))
      #expect(hide.headers[.location] == "/_devtools?tab=a1")
    }
    await inspection.resume(slug: "gauge")
  }

  @Test func anOverlongOrEmptyValueFiltersNothing() async throws {
    let long = String(repeating: "x", count: 201)
    let page = try await self.page(try await self.cluster(), "/_devtools?tab=\(long)&page=%20%20&instance=showcase-1")
    #expect(page.contains("Showing only instance showcase-1."))
    #expect(page.contains("GaugeAction.raise(20)"))
  }
}
