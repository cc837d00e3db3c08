import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

enum GaugeAction: Codable, Equatable, Sendable {
  case raise(Int)
}

/// A router with DevTools for one inspected `gauge` module whose state is an Int.
@MainActor
struct DevToolsFixture {
  let inspection = ModuleInspection(historyLimit: 50)
  let store: Store<Int, GaugeAction>

  init(recipe: TestRecipe? = TestRecipe(imports: ["GaugeData"], initialState: "0", reducer: "GaugeReducer.reduce")) {
    self.store = StoreInspector.makeStore(
      initialState: 0,
      reducer: { state, action in
        switch action {
        case .raise(let amount): state + amount
        }
      },
      inspection: self.inspection.hook(slug: "gauge"),
      recipe: recipe
    )
  }

  func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: self.inspection, titles: ["gauge": "Gauge"], maxBodySize: 64 * 1024)
    return try await Application(router: router).test(.router, body)
  }
}

struct ActionsReply: Decodable {
  let latestStep: Int
  let travelledStep: Int?
  let heldActions: Int
  let skippedSteps: [Int]
  let steps: [InspectedStep]
}

struct StateReply: Decodable {
  let step: Int?
  let travelledStep: Int?
  let state: String
}

struct ImportReply: Decodable {
  let replayed: Int
  let matches: Bool
}

func decode<T: Decodable>(_ type: T.Type, _ response: TestResponse) throws -> T {
  let decoder = JSONDecoder()
  decoder.dateDecodingStrategy = .iso8601
  return try decoder.decode(type, from: Data(String(buffer: response.body).utf8))
}

@MainActor
@Suite struct DevToolsRouteTests {
  @Test func theActionsEndpointListsTheStepsAfterSince() async throws {
    let fixture = DevToolsFixture()
    try ActionOrigin.$current.withValue(.formPost(action: "raise", location: "/gauge", tab: "t1")) {
      try fixture.store.dispatch(action: .raise(1))
    }
    try fixture.store.dispatch(action: .raise(2))
    try await fixture.test { client in
      let all = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions", method: .get))
      #expect(all.latestStep == 2)
      #expect(all.steps.map(\.action) == ["GaugeAction.raise(1)", "GaugeAction.raise(2)"])
      #expect(all.steps.map(\.origin) == ["form action raise from /gauge (tab t1)", "unnamed dispatcher"])
      #expect(all.steps[1].diff == "- 1\n+ 3")
      let since = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions?since=1", method: .get))
      #expect(since.steps.map(\.step) == [2])
    }
  }

  @Test func theStateEndpointGivesThePresentOrTheStateAfterAStep() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(5))
    try fixture.store.dispatch(action: .raise(5))
    try await fixture.test { client in
      let present = try decode(StateReply.self, try await client.execute(uri: "/_devtools/gauge/state", method: .get))
      #expect(present.state == "10")
      #expect(present.step == nil)
      let first = try decode(StateReply.self, try await client.execute(uri: "/_devtools/gauge/state?step=1", method: .get))
      #expect(first.state == "5")
      let text = try await client.execute(uri: "/_devtools/gauge/state?step=0&format=text", method: .get)
      #expect(String(buffer: text.body) == "0")
      let missing = try await client.execute(uri: "/_devtools/gauge/state?step=9", method: .get)
      #expect(missing.status == .notFound)
    }
  }

  @Test func thePageShowsEachModulesLogNewestFirstWithDiffs() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    try fixture.store.dispatch(action: .raise(1))
    try await fixture.test { client in
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("<h2>Gauge</h2>"))
      let second = try #require(page.range(of: "data-step=\"2\""))
      let first = try #require(page.range(of: "data-step=\"1\""))
      #expect(second.lowerBound < first.lowerBound)
      // The diff box scrolls when long: it takes the focus and has a name.
      #expect(
        page.contains(#"<pre class="diff" tabindex="0" role="group" aria-label="State change of step 2">- 1"# + "\n+ 2</pre>")
      )
      #expect(page.contains("Jump to"))
      #expect(page.contains("/_devtools/devtools.js"))
      let script = try await client.execute(uri: "/_devtools/devtools.js", method: .get)
      #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
      // The script file itself, not an empty body: it polls the module endpoints.
      #expect(String(buffer: script.body).contains("/_devtools/${slug}/live"))
      let stylesheet = try await client.execute(uri: "/_devtools/devtools.css", method: .get)
      #expect(String(buffer: stylesheet.body).contains(".devtools-module"))
    }
  }

  @Test func jumpingAndResumingThroughFormPostsChangeTheShownState() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    try fixture.store.dispatch(action: .raise(1))
    let store = fixture.store
    try await fixture.test { client in
      let jump = try await client.execute(
        uri: "/_devtools/gauge/travel",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=1")
      )
      #expect(jump.status == .seeOther)
      #expect(jump.headers[.location] == "/_devtools#module-gauge")
      #expect(await store.state == 1)
      let travelling = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions?since=2", method: .get))
      #expect(travelling.travelledStep == 1)
      let live = String(buffer: try await client.execute(uri: "/_devtools/gauge/live", method: .get).body)
      #expect(live.contains("Showing the state after step 1"))
      let resume = try await client.execute(uri: "/_devtools/gauge/resume", method: .post)
      #expect(resume.status == .seeOther)
      #expect(await store.state == 2)
      let bad = try await client.execute(
        uri: "/_devtools/gauge/travel",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=abc")
      )
      #expect(bad.status == .badRequest)
      let unknown = try await client.execute(
        uri: "/_devtools/gauge/travel",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=42")
      )
      #expect(unknown.status == .notFound)
    }
  }

  @Test func skippingAndUnskippingThroughFormPostsRecomputeTheShownState() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    try fixture.store.dispatch(action: .raise(10))
    let store = fixture.store
    try await fixture.test { client in
      let skip = try await client.execute(
        uri: "/_devtools/gauge/skip",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=1&skipped=true")
      )
      #expect(skip.status == .seeOther)
      #expect(skip.headers[.location] == "/_devtools#module-gauge")
      #expect(await store.state == 10)
      let skipping = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions?since=0", method: .get))
      #expect(skipping.skippedSteps == [1])
      #expect(skipping.latestStep == 2)
      let live = String(buffer: try await client.execute(uri: "/_devtools/gauge/live", method: .get).body)
      #expect(live.contains("Skipping #1"))
      #expect(live.contains(#"<li class="step skipped" data-step="1">"#))
      #expect(
        live.contains(
          #"<input type="hidden" name="skipped" value="false"/><button type="submit" class="skip" aria-label="Unskip step 1">Unskip</button>"#
        ))
      #expect(live.contains(#"<button type="submit" class="skip" aria-label="Skip step 2">Skip</button>"#))
      let unskip = try await client.execute(
        uri: "/_devtools/gauge/skip",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=1&skipped=false")
      )
      #expect(unskip.status == .seeOther)
      #expect(await store.state == 11)
      let present = try decode(ActionsReply.self, try await client.execute(uri: "/_devtools/gauge/actions?since=0", method: .get))
      #expect(present.skippedSteps.isEmpty)
    }
  }

  @Test func aSkipPostWithABadFieldOrAnUnknownStepIsRefused() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(1))
    let store = fixture.store
    try await fixture.test { client in
      for (body, status) in [
        ("step=abc&skipped=true", HTTPResponse.Status.badRequest),
        ("step=1", .badRequest),
        ("step=1&skipped=maybe", .badRequest),
        ("step=42&skipped=true", .notFound),
      ] {
        let response = try await client.execute(
          uri: "/_devtools/gauge/skip",
          method: .post,
          headers: [.contentType: "application/x-www-form-urlencoded"],
          body: ByteBuffer(string: body)
        )
        #expect(response.status == status, "\(body)")
      }
      #expect(await store.state == 1)
    }
  }

  @Test func skippingInAHistoryThatNoLongerReachesTheStartIsAConflict() async throws {
    let fixture = DevToolsFixture()
    for _ in 0..<60 {
      try fixture.store.dispatch(action: .raise(1))
    }
    let store = fixture.store
    try await fixture.test { client in
      let response = try await client.execute(
        uri: "/_devtools/gauge/skip",
        method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "step=55&skipped=true")
      )
      #expect(response.status == .conflict)
      #expect(String(buffer: response.body).contains("no longer reaches the initial state"))
      #expect(await store.state == 60)
    }
  }

  @Test func anExportedSessionImportsIntoAFreshStoreAndMatches() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    try fixture.store.dispatch(action: .raise(4))
    try await fixture.test { client in
      let export = try await client.execute(uri: "/_devtools/gauge/export", method: .get)
      #expect(export.headers[.contentDisposition] == "attachment; filename=\"gauge-session.jsonl\"")
      let session = String(buffer: export.body)
      #expect(session.split(separator: "\n").count == 3)
      let imported = try await client.execute(
        uri: "/_devtools/gauge/import",
        method: .post,
        headers: [.contentType: "application/x-ndjson"],
        body: ByteBuffer(string: session)
      )
      let reply = try decode(ImportReply.self, imported)
      #expect(reply.replayed == 2)
      #expect(reply.matches)
      let garbage = try await client.execute(uri: "/_devtools/gauge/import", method: .post, body: ByteBuffer(string: "nope"))
      #expect(garbage.status == .unprocessableContent)
      #expect(String(buffer: garbage.body).contains("not a session header"))
    }
  }

  @Test func generateTestServesSwiftSourceOnlyWhenTheModuleHasARecipe() async throws {
    let fixture = DevToolsFixture()
    try fixture.store.dispatch(action: .raise(3))
    try await fixture.test { client in
      let source = String(buffer: try await client.execute(uri: "/_devtools/gauge/test", method: .get).body)
      #expect(source.contains("@Test func theRecordedSessionReachesTheRecordedState()"))
      #expect(source.contains("import GaugeData"))
    }
    let bare = DevToolsFixture(recipe: nil)
    try await bare.test { client in
      let response = try await client.execute(uri: "/_devtools/gauge/test", method: .get)
      #expect(response.status == .notFound)
    }
  }

  @Test func anUnknownModuleIsA404() async throws {
    try await DevToolsFixture().test { client in
      let actions = try await client.execute(uri: "/_devtools/nothing/actions", method: .get)
      let export = try await client.execute(uri: "/_devtools/nothing/export", method: .get)
      #expect(actions.status == .notFound)
      #expect(export.status == .notFound)
    }
  }
}
