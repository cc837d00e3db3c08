import DevTools
import DevToolsInspection
import DevToolsWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Testing

/// A module whose state holds many entries, for the page's large-state behaviour.
@MainActor
struct CatalogFixture {
  let inspection = ModuleInspection(historyLimit: 500)
  let store: Store<[Int: String], [Int]>

  init() {
    self.store = StoreInspector.makeStore(
      initialState: [:],
      reducer: { state, added in
        var state = state
        for number in added { state[number] = "item \(number)" }
        return state
      },
      inspection: self.inspection.hook(slug: "catalog")
    )
  }

  func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    let router = Router()
    DevToolsRoutes.add(to: router, inspection: self.inspection, titles: ["catalog": "Catalog"], maxBodySize: 64 * 1024)
    return try await Application(router: router).test(.router, body)
  }
}

struct PagedActionsReply: Decodable {
  let latestStep: Int
  let steps: [InspectedStep]
  let hasMore: Bool
}

func status(_ client: any TestClientProtocol, uri: String, method: HTTPRequest.Method) async throws -> HTTPResponse.Status {
  try await client.execute(uri: uri, method: method).status
}

@MainActor
@Suite struct DevToolsPagingTests {
  @Test func aLargeDiffIsCollapsedOnThePageAndItsFullDiffIsItsOwnEndpoint() async throws {
    let fixture = CatalogFixture()
    try fixture.store.dispatch(action: Array(1...2_000))
    try await fixture.test { client in
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Dictionary&lt;Int, String&gt;: 2,000 added (0 → 2,000 entries)"))
      #expect(page.contains("… 1,997 more in the full diff"))
      #expect(page.contains(#"<a href="/_devtools/catalog/diff?step=1">Full diff of step 1</a>"#))
      #expect(page.utf8.count < 20_000)
      let full = try await client.execute(uri: "/_devtools/catalog/diff?step=1", method: .get)
      #expect(full.status == .ok)
      #expect(full.headers[.contentType] == "text/plain; charset=utf-8")
      let text = String(buffer: full.body)
      // Every entry, where the page shows three.
      #expect((1...2_000).allSatisfy { text.contains("\"item \($0)\"") })
    }
  }

  @Test func theDiffEndpointRefusesAMissingOrUnknownStep() async throws {
    let fixture = CatalogFixture()
    try fixture.store.dispatch(action: [1])
    try fixture.store.dispatch(action: [1])
    try await fixture.test { client in
      let missing = try await status(client, uri: "/_devtools/catalog/diff", method: .get)
      #expect(missing == .badRequest)
      let negative = try await status(client, uri: "/_devtools/catalog/diff?step=-9223372036854775808", method: .get)
      #expect(negative == .badRequest)
      let unknown = try await status(client, uri: "/_devtools/catalog/diff?step=9", method: .get)
      #expect(unknown == .notFound)
      // Step 2 changed nothing.
      let unchanged = try await status(client, uri: "/_devtools/catalog/diff?step=2", method: .get)
      #expect(unchanged == .notFound)
      let unknownModule = try await status(client, uri: "/_devtools/nothing/diff?step=1", method: .get)
      #expect(unknownModule == .notFound)
    }
  }

  @Test func thePageListsTheNewestStepsAndPagesOlderOnesWithLinks() async throws {
    let fixture = CatalogFixture()
    for number in 1...250 { try fixture.store.dispatch(action: [number]) }
    try await fixture.test { client in
      let newest = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(newest.contains(#"data-step="250""#))
      #expect(newest.contains(#"data-step="151""#))
      #expect(newest.contains(#"data-step="150""#) == false)
      #expect(newest.contains(#"<a href="/_devtools?module=catalog&before=151#module-catalog">Older steps</a>"#))
      #expect(newest.contains("Newest steps") == false)

      let older = String(buffer: try await client.execute(uri: "/_devtools?module=catalog&before=151", method: .get).body)
      #expect(older.contains(#"data-before="151""#))
      #expect(older.contains(#"data-step="150""#))
      #expect(older.contains(#"data-step="51""#))
      #expect(older.contains(#"data-step="151""#) == false)
      #expect(older.contains(#"data-step="50""#) == false)
      #expect(older.contains(#"<a href="/_devtools#module-catalog">Newest steps</a>"#))
      #expect(older.contains("?module=catalog&before=51#module-catalog"))

      let oldest = String(buffer: try await client.execute(uri: "/_devtools/catalog/live?before=51", method: .get).body)
      #expect(oldest.contains(#"data-step="1""#))
      #expect(oldest.contains("Initial state"))
      #expect(oldest.contains("Older steps") == false)
      #expect(oldest.contains("?module=catalog&before=151#module-catalog"))
    }
  }

  @Test func stepsFromTheQueryOrAFormAtTheIntegerLimitsNeverTrap() async throws {
    let fixture = CatalogFixture()
    try fixture.store.dispatch(action: [1])
    try await fixture.test { client in
      let minimum = "-9223372036854775808"
      let maximum = "9223372036854775807"
      let actions = try decode(
        PagedActionsReply.self, try await client.execute(uri: "/_devtools/catalog/actions?since=\(minimum)", method: .get))
      #expect(actions.steps.map(\.step) == [1])
      let beyond = try decode(
        PagedActionsReply.self, try await client.execute(uri: "/_devtools/catalog/actions?since=\(maximum)", method: .get))
      #expect(beyond.steps.isEmpty)
      let state = try await status(client, uri: "/_devtools/catalog/state?step=\(minimum)", method: .get)
      #expect(state == .notFound)
      let farState = try await status(client, uri: "/_devtools/catalog/state?step=\(maximum)", method: .get)
      #expect(farState == .notFound)
      for value in [minimum, maximum] {
        let travel = try await client.execute(
          uri: "/_devtools/catalog/travel", method: .post, headers: [.contentType: "application/x-www-form-urlencoded"],
          body: ByteBuffer(string: "step=\(value)"))
        #expect(travel.status == (value == minimum ? .badRequest : .notFound))
        let page = try await status(client, uri: "/_devtools?module=catalog&before=\(value)", method: .get)
        #expect(page == .ok)
        let live = try await status(client, uri: "/_devtools/catalog/live?before=\(value)", method: .get)
        #expect(live == .ok)
      }
    }
  }

  @Test func theActionsEndpointAnswersAPageAtATime() async throws {
    let fixture = CatalogFixture()
    for number in 1...150 { try fixture.store.dispatch(action: [number]) }
    try await fixture.test { client in
      let first = try decode(PagedActionsReply.self, try await client.execute(uri: "/_devtools/catalog/actions", method: .get))
      #expect(first.steps.map(\.step) == Array(1...100))
      #expect(first.hasMore)
      let rest = try decode(PagedActionsReply.self, try await client.execute(uri: "/_devtools/catalog/actions?since=100", method: .get))
      #expect(rest.steps.map(\.step) == Array(101...150))
      #expect(rest.hasMore == false)
      let few = try decode(
        PagedActionsReply.self, try await client.execute(uri: "/_devtools/catalog/actions?since=-5&limit=2", method: .get))
      #expect(few.steps.map(\.step) == [1, 2])
    }
  }
}
