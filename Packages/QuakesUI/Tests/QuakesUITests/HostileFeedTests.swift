import DomainRegistry
import Foundation
import ImmutableBinding
import ImmutableData
import Logging
import QuakesData
import TestSupport
import Testing

@testable import QuakesUI

/// A feed with numbers no real quake has, and a feed URL with a password, through the module.
@MainActor @Suite struct HostileFeedTests {
  private static func feature(
    _ id: String, mag: String = "2.5", longitude: String = "-120.5", latitude: String = "35.2", time: String = "1397474951100"
  ) -> String {
    """
    {"type":"Feature","id":"\(id)","properties":{"mag":\(mag),"place":"Place \(id)","time":\(time),"updated":\(time)},\
    "geometry":{"type":"Point","coordinates":[\(longitude),\(latitude),5]}}
    """
  }

  /// One good quake and five that once stopped the whole process when the page rendered them.
  private static let hostileFeed = Data(
    """
    {"type":"FeatureCollection","features":[\([
      feature("good"),
      feature("mag-1e19", mag: "1e19"),
      feature("mag-1e400", mag: "1e400"),
      feature("lon-1e300", longitude: "1e300"),
      feature("lat-1e300", latitude: "1e300"),
      feature("time-1e300", time: "1e300"),
    ].joined(separator: ","))]}
    """.utf8
  )

  private static func start(feed: String, directory: URL) async throws -> QuakesModule {
    let module = QuakesModule()
    try await module.start(
      context: ModuleContext(
        dataDirectory: directory,
        logger: Logger(label: "quakes-test"),
        configuration: [QuakesModule.feedOption: feed]
      )
    )
    return module
  }

  private static func render(_ module: QuakesModule) throws -> [String: String] {
    let view = try module.pages[0].makeView(PageRequest(location: "/quakes", query: [:]))
    defer { view.tearDown() }
    return Dictionary(uniqueKeysWithValues: view.regions.map { ($0.id, $0.render()) })
  }

  /// The day a page without a time zone starts on (QuakesData's default day, in UTC).
  private static func defaultDay(_ module: QuakesModule) -> CalendarDay? {
    module.running.map { running in
      CalendarDay(date: running.provider.store.select(QuakesState.selectDefaultDay(today: Date())), calendar: QuakesModule.calendar)
    }
  }

  @Test func outOfRangeFeaturesAreSkippedCountedOnThePageAndNeverCached() async throws {
    let temporary = try TemporaryDirectory(prefix: "quakes-hostile")
    let directory = temporary.url
    // Kept alive to the end of the test: its deinit removes the folder.
    defer { withExtendedLifetime(temporary) {} }
    let server = try LoopbackHTTPServer(routes: ["/summary/all_day.geojson": .init(body: Self.hostileFeed)])
    defer { server.stop() }
    let module = try await Self.start(feed: server.baseURL.absoluteString, directory: directory)
    let store = try #require(module.running?.provider.store)
    #expect(await eventually { store.select(QuakesState.selectQuakesStatus()) == .success })

    try module.perform(.refresh, fields: ["range": "allDay"])
    #expect(
      await eventually { store.select(QuakesState.selectQuakesStatus()) == .success && store.select(QuakesState.selectQuakesCount()) == 1 })
    // The list shows the newest quake's day once the default day has moved there.
    #expect(await eventually { Self.defaultDay(module) == CalendarDay(string: "2014-04-14") })
    let regions = try Self.render(module)
    #expect(regions["quakes-toolbar"]?.contains("Skipped 5 features of the feed: numbers were out of range.") == true)
    #expect(regions["quakes-list"]?.contains("Place good") == true)
    await module.shutdown()

    // The next launch on the same data folder starts and renders: nothing bad was stored.
    let relaunched = try await Self.start(feed: server.baseURL.absoluteString, directory: directory)
    let again = try #require(relaunched.running?.provider.store)
    #expect(await eventually { again.select(QuakesState.selectQuakesStatus()) == .success })
    #expect(again.select(QuakesState.selectQuakesCount()) == 1)
    #expect(again.select(QuakesState.selectQuake(quakeId: "good")) != nil)
    #expect(await eventually { Self.defaultDay(relaunched) == CalendarDay(string: "2014-04-14") })
    #expect(try Self.render(relaunched)["quakes-map"]?.contains(#"data-q="good""#) == true)
    await relaunched.shutdown()
  }

  @Test func theFeedPasswordIsNotShownOnThePage() async throws {
    let temporary = try TemporaryDirectory(prefix: "quakes-hostile")
    let directory = temporary.url
    // Kept alive to the end of the test: its deinit removes the folder.
    defer { withExtendedLifetime(temporary) {} }
    // A port nothing listens on: the refresh fails with a message naming the URL.
    let closed = try LoopbackHTTPServer(routes: [:])
    let port = closed.port
    closed.stop()
    let module = try await Self.start(feed: "http://user:s3cret@127.0.0.1:\(port)/", directory: directory)
    let store = try #require(module.running?.provider.store)
    #expect(await eventually { store.select(QuakesState.selectQuakesStatus()) == .success })
    try module.perform(.refresh, fields: ["range": "allDay"])
    #expect(await eventually { if case .failure = store.select(QuakesState.selectQuakesStatus()) { true } else { false } })
    let toolbar = try #require(try Self.render(module)["quakes-toolbar"])
    #expect(toolbar.contains("http://127.0.0.1:\(port)/summary/all_day.geojson"))
    #expect(toolbar.contains("s3cret") == false)
    await module.shutdown()
  }
}
