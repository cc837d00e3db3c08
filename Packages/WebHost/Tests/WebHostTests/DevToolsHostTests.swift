import AppSupport
import ArgumentParser
import DevTools
import DevToolsInspection
import DomainRegistry
import Foundation
import Hummingbird
import HummingbirdTesting
@_spi(TimeTravel) import ImmutableData
import TestSupport
import Testing

@testable import WebHost

enum TallyAction: Codable, Equatable, Sendable {
  case add
}

/// A module on a real Store that adopts DevTools in one line.
@MainActor
final class TallyModule: DomainModule {
  let slug = "tally"
  let title = "Tally"
  private(set) var store: Store<Int, TallyAction>?
  private(set) var context: ModuleContext?
  /// The fields of the last form post the module performed.
  private(set) var lastSubmission: FormSubmission?

  func start(context: ModuleContext) async throws {
    self.context = context
    self.store = StoreInspector.makeStore(initialState: 0, reducer: { state, _ in state + 1 }, inspection: context.inspection)
  }

  var pages: [Page] {
    [Page(title: "Tally") { [weak self] _ in PageView(regions: [LiveRegion(id: "value") { "<p>Value: \(self?.store?.state ?? -1)</p>" }]) }]
  }

  var actions: [FormAction] {
    [
      FormAction(name: "add") { [weak self] submission in
        self?.lastSubmission = submission
        try self?.store?.dispatch(action: .add)
      }
    ]
  }
}

@MainActor
struct TallyHost {
  let module = TallyModule()
  let host: WebHost
  /// The host's data directory, removed with the fixture.
  let directory: TemporaryDirectory

  init(devTools: Bool) throws {
    let registry = ModuleRegistry()
    try registry.register(module)
    directory = try TemporaryDirectory(prefix: "webhost")
    host = WebHost(
      registry: registry,
      configuration: HostConfiguration(port: 0, dataDirectory: directory.url, devToolsHistoryLimit: devTools ? 50 : nil)
    )
  }

  func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    try await host.startModules()
    return try await host.makeApplication().test(.router, body)
  }
}

@MainActor @Suite struct DevToolsHostTests {
  @Test func devToolsAreOffByDefault() async throws {
    let tally = try TallyHost(devTools: false)
    try await tally.test { client in
      let index = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(index.contains("/_devtools") == false)
      let page = try await client.execute(uri: "/_devtools", method: .get)
      #expect(page.status == .notFound)
    }
    #expect(tally.module.context?.inspection == nil)
    #expect(tally.host.inspection == nil)
  }

  @Test func withDevToolsTheIndexLinksThePageAndModulesGetAHook() async throws {
    let tally = try TallyHost(devTools: true)
    try await tally.test { client in
      let index = String(buffer: try await client.execute(uri: "/", method: .get).body)
      #expect(index.contains(#"<a href="/_devtools">DevTools</a>"#))
      let page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("<h2>Tally</h2>"))
    }
    #expect(tally.module.context?.inspection?.slug == "tally")
    #expect(tally.host.inspection?.historyLimit == 50)
  }

  @Test func aFormPostIsRecordedWithItsFormActionAsOrigin() async throws {
    let tally = try TallyHost(devTools: true)
    try await tally.test { client in
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
    }
    try tally.module.store?.dispatch(action: .add)
    let steps = try #require(tally.host.inspection?.inspector(slug: "tally")).steps(since: 0)
    #expect(steps.map(\.origin) == ["form action add from /tally", "unnamed dispatcher"])
  }

  @Test func theImportUploadFormPassesTheHostsSameOriginGate() async throws {
    let tally = try TallyHost(devTools: true)
    try await tally.test { client in
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      let session = String(buffer: try await client.execute(uri: "/_devtools/tally/export", method: .get).body)
      let boundary = "----WebKitFormBoundaryT"
      let body =
        "--\(boundary)\r\nContent-Disposition: form-data; name=\"session\"; filename=\"tally.jsonl\"\r\n\r\n"
        + "\(session)\r\n--\(boundary)--\r\n"
      func post(_ site: String) async throws -> TestResponse {
        try await client.execute(
          uri: "/_devtools/tally/import", method: .post,
          headers: [.contentType: "multipart/form-data; boundary=\(boundary)", RequestPolicy.secFetchSite: site],
          body: ByteBuffer(string: body))
      }
      let crossSite = try await post("cross-site")
      #expect(crossSite.status == .forbidden)
      var page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Imported tally.jsonl") == false)
      let sameOrigin = try await post("same-origin")
      #expect(sameOrigin.status == .seeOther)
      page = String(buffer: try await client.execute(uri: "/_devtools", method: .get).body)
      #expect(page.contains("Imported tally.jsonl: replayed 1 action(s) into a fresh store: final state matches."))
    }
  }

  @Test func whileTravellingFormPostsAreHeldAndResumePerformsThem() async throws {
    let tally = try TallyHost(devTools: true)
    let store = try await tally.test { client in
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      let jump = try await client.postForm("/_devtools/tally/travel", "step=1")
      #expect(jump.status == .seeOther)
      let shown = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(shown.contains("Value: 1"))
      let held = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      #expect(held.status == .seeOther)
      let stillShown = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(stillShown.contains("Value: 1"))
      _ = try await client.execute(uri: "/_devtools/tally/resume", method: .post)
      let present = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(present.contains("Value: 3"))
      return await tally.module.store
    }
    #expect(store?.state == 3)
    let steps = try #require(tally.host.inspection?.inspector(slug: "tally")).steps(since: 0)
    // The held post keeps its origin when "Resume" performs it.
    #expect(steps.map(\.origin) == ["form action add from /tally", "form action add from /tally", "form action add from /tally"])
  }

  @Test func whileAnActionIsSkippedPagesShowTheRecomputedStateAndUnskipPerformsTheHeldPosts() async throws {
    let tally = try TallyHost(devTools: true)
    let store = try await tally.test { client in
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      _ = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      let skip = try await client.postForm("/_devtools/tally/skip", "step=2&skipped=true")
      #expect(skip.status == .seeOther)
      let shown = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(shown.contains("Value: 1"))
      let held = try await client.postForm("/tally/actions/add", "return=%2Ftally")
      #expect(held.status == .seeOther)
      let stillShown = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(stillShown.contains("Value: 1"))
      _ = try await client.postForm("/_devtools/tally/skip", "step=2&skipped=false")
      let present = String(buffer: try await client.execute(uri: "/tally", method: .get).body)
      #expect(present.contains("Value: 3"))
      return await tally.module.store
    }
    #expect(store?.state == 3)
    let inspector = try #require(tally.host.inspection?.inspector(slug: "tally"))
    #expect(inspector.latestStep == 3)
    #expect(inspector.skippedSteps.isEmpty)
  }

  @Test func aRebuiltLiveViewSendsItsStreamsTheRegionsThatChanged() async throws {
    let model = FakeModel()
    model.count = 1
    let makeView: @MainActor () -> PageView = {
      let shown = model.count
      return PageView(regions: [LiveRegion(id: "value") { "<p>Value: \(shown)</p>" }, LiveRegion(id: "fixed") { "same" }])
    }
    let shared = await SharedLiveSession.make(key: "/tally", view: makeView(), makeView: makeView)
    let (events, _) = shared.subscribe(id: 1)
    var iterator = events.makeAsyncIterator()
    _ = await iterator.next()  // every region, in one buffer
    model.count = 2
    await shared.rebuild()
    let update = await iterator.next()
    #expect(update.map { String(buffer: $0.json) }?.contains("Value: 2") == true)
    #expect(update?.regionCount == 1)
    shared.close()
    #expect(await iterator.next() == nil)
  }

  @Test func theDevToolsOptionsTurnDevToolsOnWithAHistoryLimit() throws {
    let off = try HostOptions.parse([])
    #expect(try off.hostConfiguration(siteTitle: "T").devToolsHistoryLimit == nil)
    let on = try HostOptions.parse(["--devtools"])
    #expect(try on.hostConfiguration(siteTitle: "T").devToolsHistoryLimit == 500)
    let bounded = try HostOptions.parse(["--devtools", "--devtools-history", "20"])
    #expect(try bounded.hostConfiguration(siteTitle: "T").devToolsHistoryLimit == 20)
    #expect(throws: (any Error).self) { try HostOptions.parse(["--devtools-history", "0"]) }
  }
}
