import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import QuakesData
import TestSupport
import Testing

@testable import QuakesUI

/// The module end to end: a real USGS snapshot over real HTTP on 127.0.0.1, a real SQLite file.
@MainActor @Suite struct QuakesModuleTests {
  /// The day a page without a time zone starts on (QuakesData's default day, in UTC).
  private static func defaultDay(_ module: QuakesModule) -> CalendarDay? {
    module.running.map { running in
      CalendarDay(date: running.provider.store.select(QuakesState.selectDefaultDay(today: Date())), calendar: QuakesModule.calendar)
    }
  }

  private static func feedServer() throws -> LoopbackHTTPServer {
    try LoopbackHTTPServer(routes: [
      "/summary/all_day.geojson": .init(body: try SampleFeed.data(named: "all_day.geojson")),
      "/summary/all_hour.geojson": .init(status: 503, contentType: "text/plain", body: Data("down".utf8)),
    ])
  }

  private static func started(dataDirectory: URL, feed: String) async throws -> QuakesModule {
    let module = QuakesModule()
    try await module.start(
      context: ModuleContext(
        dataDirectory: dataDirectory,
        logger: Logger(label: "quakes-test"),
        configuration: [QuakesModule.feedOption: feed]
      )
    )
    return module
  }

  private static func render(_ module: QuakesModule, query: [String: String] = [:]) throws -> [String: String] {
    let view = try module.pages[0].makeView(PageRequest(location: "/quakes", query: query))
    defer { view.tearDown() }
    return Dictionary(uniqueKeysWithValues: view.regions.map { ($0.id, $0.render()) })
  }

  /// Waits until the SQLite cache file holds `count` quakes.
  private static func cachedCount(_ directory: URL, becomes count: Int) async throws -> Bool {
    let cache = try LocalStore(url: directory.appending(path: "quakes.sqlite"))
    for _ in 0..<2000 {
      if try await cache.fetchLocalQuakesQuery().count == count { return true }
      try await Task.sleep(for: .milliseconds(10))
    }
    return false
  }

  private static func status(_ module: QuakesModule) -> Status? {
    module.running?.provider.store.select(QuakesState.selectQuakesStatus())
  }

  private static func total(_ module: QuakesModule) -> Int? {
    module.running.map { $0.provider.store.select(QuakesState.selectQuakesCount()) }
  }

  @Test func refreshCachesAndTheNextLaunchShowsTheCache() async throws {
    let temporary = try TemporaryDirectory(prefix: "quakes-ui")
    let directory = temporary.url
    // Kept alive to the end of the test: its deinit removes the folder.
    defer { withExtendedLifetime(temporary) {} }
    let server = try Self.feedServer()
    defer { server.stop() }

    let module = try await Self.started(dataDirectory: directory, feed: server.baseURL.absoluteString)
    #expect(await eventually { Self.status(module) == .success })
    #expect(try Self.render(module)["quakes-list"]?.contains("Refresh to load earthquakes") == true)

    try module.perform(.refresh, fields: ["range": "allDay"])
    #expect(await eventually { Self.total(module) == 146 })
    // The page defaults to the newest quake's day (the snapshot ends on 2014-04-14 UTC).
    #expect(await eventually { Self.defaultDay(module) == CalendarDay(string: "2014-04-14") })
    let regions = try Self.render(module)
    #expect(regions["quakes-footer"]?.contains("146 total") == true)
    #expect(regions["quakes-footer"]?.contains(#"value="2014-04-14""#) == true)
    let shown = regions["quakes-map"]?.components(separatedBy: "<circle ").count ?? 0
    #expect(shown > 1)

    #expect(try await Self.cachedCount(directory, becomes: 146))
    try module.perform(.deleteSelected, fields: ["quakeId": "nc72199065"])
    #expect(Self.total(module) == 145)
    #expect(throws: FormError.self) { try module.perform(.deleteSelected, fields: ["quakeId": "nc72199065"]) }
    // Shutting down right away still lets the Listener's deletion reach the file.
    await module.shutdown()

    let relaunched = try await Self.started(dataDirectory: directory, feed: server.baseURL.absoluteString)
    _ = await eventually { Self.total(relaunched) == 145 }
    #expect(Self.total(relaunched) == 145)
    #expect(FileManager.default.fileExists(atPath: directory.appending(path: "quakes.sqlite").path))
    await relaunched.shutdown()
  }

  @Test func aFailingFeedShowsItsErrorAndKeepsTheList() async throws {
    let temporary = try TemporaryDirectory(prefix: "quakes-ui")
    let directory = temporary.url
    // Kept alive to the end of the test: its deinit removes the folder.
    defer { withExtendedLifetime(temporary) {} }
    let server = try Self.feedServer()
    defer { server.stop() }
    let module = try await Self.started(dataDirectory: directory, feed: server.baseURL.absoluteString)
    #expect(await eventually { Self.status(module) == .success })
    try module.perform(.refresh, fields: ["range": "allDay"])
    #expect(await eventually { Self.total(module) == 146 })

    try module.perform(.refresh, fields: ["range": "allHour"])
    #expect(
      await eventually {
        if case .failure = Self.status(module) { return true }
        return false
      })
    let regions = try Self.render(module)
    #expect(regions["quakes-toolbar"]?.contains(#"role="alert""#) == true)
    #expect(regions["quakes-footer"]?.contains("146 total") == true)
    await module.shutdown()
  }

  @Test func traceLoggingTurnsOnTheListenersStateLines() async throws {
    let directory = try TemporaryDirectory(prefix: "quakes-trace")
    var logger = Logger(label: "quakes-test")
    logger.logLevel = .trace
    let previous = QuakesLog.level
    defer { QuakesLog.level = previous }
    QuakesLog.level = .critical
    let module = QuakesModule()
    try await module.start(
      context: ModuleContext(dataDirectory: directory.url, logger: logger, configuration: [QuakesModule.feedOption: "sample"])
    )
    #expect(QuakesLog.level == .debug)
    await module.shutdown()
  }

  @Test func badFeedOptionsStopTheStart() async throws {
    let module = QuakesModule()
    await #expect(throws: QuakesFeed.ParseError.self) {
      try await module.start(
        context: ModuleContext(
          dataDirectory: FileManager.default.temporaryDirectory,
          logger: Logger(label: "quakes-test"),
          configuration: [QuakesModule.feedOption: "gopher://nowhere"]
        )
      )
    }
  }

  @Test func assetsServeTheMapTheStylesAndTheSampleFeeds() {
    let assets = Dictionary(uniqueKeysWithValues: QuakesModule().assets.map { ($0.name, $0) })
    #expect(assets["quakes.css"]?.isStylesheet == true)
    #expect(assets["world.svg"]?.contentType == "image/svg+xml")
    for name in SampleFeed.fileNames {
      #expect(assets["summary/\(name)"]?.contentType == "application/json")
    }
  }
}
