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
    let text = String(buffer: first)
    #expect(text.components(separatedBy: "event: region\n").count - 1 == 2)
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
    #expect(String(buffer: change).contains("Count: 5"))
    let (late, _) = shared.subscribe(id: 2)
    var iterator = late.makeAsyncIterator()
    let first = String(buffer: try #require(await iterator.next()))
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
      #expect(String(buffer: change).contains("Count: \(count)<"))
    }
    #expect(shared.streamCount == 1)
    withExtendedLifetime(slow) {}
    shared.close()
  }

  @Test func listenBacklogHoldsABurstOfEveryAllowedStream() {
    #expect(LiveHub.listenBacklog(maxStreams: 1100) == 1100)
    #expect(LiveHub.listenBacklog(maxStreams: 1) == 256)
  }
}
