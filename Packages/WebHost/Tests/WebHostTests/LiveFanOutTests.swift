import DomainRegistry
import Logging
import NIOCore
import TestSupport
import Testing

@testable import WebHost

/// How one shared view hands its bytes to the streams of a location.
@MainActor @Suite struct LiveFanOutTests {
  private func makeSession(_ module: FakeModule, logger: Logger = Logger(label: "test")) async throws -> SharedLiveSession {
    let view = try module.pages[0].makeView(PageRequest(location: "/fake"))
    return await SharedLiveSession.make(key: "/fake", view: view, logger: logger)
  }

  @Test func newStreamGetsEveryRegionInOneBuffer() async throws {
    let module = FakeModule()
    let shared = try await makeSession(module)
    let (events, _) = shared.subscribe(id: 1)
    var iterator = events.makeAsyncIterator()
    let first = try #require(await iterator.next())
    let text = String(buffer: first.json)
    #expect(first.regionCount == 2)
    #expect(text.contains("Count: 0"))
    #expect(text.contains("live-note"))
    shared.close()
  }

  @Test func newStreamAfterAChangeStartsFromTheChangedHTML() async throws {
    let module = FakeModule()
    let shared = try await makeSession(module)
    let (watcher, _) = shared.subscribe(id: 1)
    var watching = watcher.makeAsyncIterator()
    _ = await watching.next()
    module.model.count = 5
    let change = try #require(await watching.next())
    #expect(String(buffer: change.json).contains("Count: 5"))
    let (late, _) = shared.subscribe(id: 2)
    var iterator = late.makeAsyncIterator()
    let first = String(buffer: try #require(await iterator.next()).json)
    #expect(first.contains("Count: 5"))
    #expect(!first.contains("Count: 0"))
    shared.close()
  }

  @Test func fanOutLogsItsMainActorTimeAtDebugLevel() async throws {
    let log = CapturedLog()
    let module = FakeModule()
    let shared = try await makeSession(module, logger: log.logger(label: "test", logLevel: .debug))
    let streams = (1...3).map { shared.subscribe(id: $0).0 }
    var iterator = streams[0].makeAsyncIterator()
    _ = await iterator.next()
    module.model.count = 1
    _ = await iterator.next()
    let line = try #require(log.lines.first { $0.hasPrefix("live fan-out /fake:") })
    #expect(line.contains("streams=3 "))
    #expect(line.contains(" render_us="))
    #expect(line.contains(" handoff_us="))
    #expect(line.contains(" cpu_us="))
    shared.close()
  }

  @Test func fanOutLogsNothingAboveDebugLevel() async throws {
    let log = CapturedLog()
    let module = FakeModule()
    let shared = try await makeSession(module, logger: log.logger(label: "test", logLevel: .info))
    let (events, _) = shared.subscribe(id: 1)
    var iterator = events.makeAsyncIterator()
    _ = await iterator.next()
    module.model.count = 1
    _ = await iterator.next()
    #expect(log.lines.isEmpty)
    shared.close()
  }

  @Test func streamMoreThanTheBacklogBehindIsEndedWhileOthersContinue() async throws {
    let module = FakeModule()
    let shared = try await makeSession(module)
    let (fast, _) = shared.subscribe(id: 1)
    // Never read, but kept: a dropped `AsyncStream` terminates, which is not the case tested.
    let (slow, _) = shared.subscribe(id: 2)
    var reading = fast.makeAsyncIterator()
    _ = await reading.next()
    for count in 1...SharedLiveSession.backlogLimit {
      module.model.count = count
      let change = try #require(await reading.next())
      #expect(String(buffer: change.json).contains("Count: \(count)<"))
    }
    #expect(shared.streamCount == 1)
    withExtendedLifetime(slow) {}
    shared.close()
  }

  @Test func aTabResumingFromItsVersionGetsOnlyTheRegionsChangedSince() async throws {
    let module = FakeModule()
    let shared = try await makeSession(module)
    let (events, _) = shared.subscribe(id: 1)
    var iterator = events.makeAsyncIterator()
    let start = try #require(await iterator.next()).version
    #expect(shared.catchUp(from: start).regionCount == 0)
    module.model.count = 6
    let change = try #require(await iterator.next())
    let resumed = shared.catchUp(from: start)
    #expect(resumed.regionCount == 1)
    #expect(String(buffer: resumed.json).contains("Count: 6"))
    #expect(resumed.version == change.version)
    #expect(shared.catchUp(from: change.version).regionCount == 0)
    shared.close()
  }

  @Test(arguments: ["other.1", "nope"])
  func aVersionTheHostCannotPlaceGetsEveryRegion(version: String) async throws {
    let module = FakeModule()
    let shared = try await makeSession(module)
    #expect(shared.catchUp(from: LiveVersion(version)).regionCount == 2)
    #expect(shared.catchUp(from: nil).regionCount == 2)
    shared.close()
  }

  @Test func aLocationIsRememberedAfterItsViewCloses() async throws {
    let module = FakeModule()
    let hub = LiveHub(maxStreams: 10)
    let makeView: @MainActor () throws -> PageView = { try module.pages[0].makeView(PageRequest(location: "/fake")) }
    let first = try await hub.subscribe(key: "/fake", makeView: makeView)
    var iterator = first.events.makeAsyncIterator()
    let seen = try #require(await iterator.next()).version
    hub.unsubscribe(id: first.id)
    #expect(hub.sessionCount == 0)
    #expect(module.tearDownCount == 1)
    // Unchanged while nobody watched: the returning tab is told it is current.
    let unchanged = try await hub.subscribe(key: "/fake", resumingFrom: seen, makeView: makeView)
    var unchangedIterator = unchanged.events.makeAsyncIterator()
    #expect(try #require(await unchangedIterator.next()).regionCount == 0)
    hub.unsubscribe(id: unchanged.id)
    module.model.count = 8
    let back = try await hub.subscribe(key: "/fake", resumingFrom: seen, makeView: makeView)
    var backIterator = back.events.makeAsyncIterator()
    let catchUp = try #require(await backIterator.next())
    #expect(catchUp.regionCount == 1)
    #expect(String(buffer: catchUp.json).contains("Count: 8"))
    hub.unsubscribe(id: back.id)
    #expect(hub.historyCount == 1)
  }

  @Test func aViewOutlivesItsLastTabForItsGraceAndServesATabThatComesBack() async throws {
    let module = FakeModule()
    let hub = LiveHub(maxStreams: 10, viewGrace: .seconds(3600))
    let makeView: @MainActor () throws -> PageView = { try module.pages[0].makeView(PageRequest(location: "/fake")) }
    let first = try await hub.subscribe(key: "/fake", makeView: makeView)
    hub.unsubscribe(id: first.id)
    #expect(hub.streamCount == 0)
    #expect(hub.sessionCount == 1)
    let back = try await hub.subscribe(key: "/fake", makeView: makeView)
    #expect(module.makeViewCount == 1)
    hub.unsubscribe(id: back.id)
    hub.closeUnusedViews()
    #expect(hub.sessionCount == 0)
    #expect(module.tearDownCount == 1)
  }

  @Test func aViewWithoutTabsClosesWhenItsGraceEnds() async throws {
    let module = FakeModule()
    let hub = LiveHub(maxStreams: 10, viewGrace: .milliseconds(1))
    let subscription = try await hub.subscribe(key: "/fake") { try module.pages[0].makeView(PageRequest(location: "/fake")) }
    hub.unsubscribe(id: subscription.id)
    try await waitUntil { await MainActor.run { hub.sessionCount == 0 && module.tearDownCount == 1 } }
  }

  @Test func aChannelPastItsAgeIsEndedAndItsTabCanComeBack() async throws {
    let module = FakeModule()
    let hub = LiveHub(maxStreams: 10, channelMaxAge: .milliseconds(10))
    let subscription = try await hub.subscribe(key: "/fake") { try module.pages[0].makeView(PageRequest(location: "/fake")) }
    var messages = subscription.events.makeAsyncIterator()
    let first = try #require(await messages.next())
    // The sweeper ends the channel: its messages finish, as when the tab's connection drops.
    #expect(await messages.next() == nil)
    #expect(hub.streamCount == 0)
    let back = try await hub.subscribe(key: "/fake", resumingFrom: first.version) {
      try module.pages[0].makeView(PageRequest(location: "/fake"))
    }
    var backMessages = back.events.makeAsyncIterator()
    #expect(try #require(await backMessages.next()).regionCount == 0)
    hub.unsubscribe(id: back.id)
  }

  @Test func listenBacklogHoldsABurstOfEveryAllowedStream() {
    #expect(LiveHub.listenBacklog(maxStreams: 1100) == 1100)
    #expect(LiveHub.listenBacklog(maxStreams: 1) == 256)
  }
}
