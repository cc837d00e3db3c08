import ImmutableData
import Logging
@testable import QuakesData
import Testing

/// Collects log lines; written by the Listener on the main actor and read by the test there.
private final class CapturedLines: @unchecked Sendable {
  // Safe: the Listener logs from its main-actor task and the test reads on the main actor, so
  // there is no concurrent access.
  var lines: [String] = []
}

private struct CapturingHandler: LogHandler {
  let captured: CapturedLines
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .critical

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.metadata[key] }
    set { self.metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    self.captured.lines.append(event.message.description)
  }
}

/// The Listener's debug lines: `Old State`, `Action`, `New State` for every element.
@MainActor @Suite(.serialized) struct ListenerLogTests {
  /// Loads `probe` from a local store double through a real Store and Listener with `QuakesLog`
  /// captured at `level`.
  private func linesOfALoad(level: Logger.Level?, probe: String) async throws -> [String] {
    let captured = CapturedLines()
    let previous = QuakesLog.logger
    QuakesLog.logger = Logger(label: "QuakesData") { _ in CapturingHandler(captured: captured) }
    if let level { QuakesLog.level = level }
    defer { QuakesLog.logger = previous }
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(localStore: LocalStoreTestDouble(quakes: [makeQuake(probe)]), remoteStore: RemoteStoreTestDouble())
    listener.listen(to: store)
    _ = try await dispatchAndAwaitResult(store, .ui(.quakeList(.onAppear)))
    // The Listener's task (on the main actor) reads the result element after this test's own
    // stream did; wait (bounded, 5 s) until it logged this load's result. Other suites' listeners
    // log to the same logger meanwhile, so the wait looks for this probe, not any result.
    for _ in 0..<500 where captured.lines.contains(where: { $0.contains("didFetchQuakes") && $0.contains(probe) }) == false {
      try await Task.sleep(for: .milliseconds(10))
    }
    return captured.lines
  }

  @Test func theListenerLogsOldStateActionAndNewStateOfEveryElementAtDebugLevel() async throws {
    let lines = try await self.linesOfALoad(level: .debug, probe: "log-probe")
    // Other suites' listeners may log meanwhile; each element's three lines are contiguous.
    let resultIndex = try #require(lines.firstIndex {
      $0.hasPrefix("[QuakesData][Listener] Action: ") && $0.contains("didFetchQuakes") && $0.contains("log-probe")
    })
    #expect(resultIndex > 0 && resultIndex + 1 < lines.count)
    #expect(lines[resultIndex - 1].hasPrefix("[QuakesData][Listener] Old State: QuakesState("))
    #expect(lines[resultIndex + 1].hasPrefix("[QuakesData][Listener] New State: QuakesState("))
    // The new state holds the loaded quake; the old one did not.
    #expect(lines[resultIndex - 1].contains("log-probe") == false)
    #expect(lines[resultIndex + 1].contains("log-probe"))
    #expect(lines.contains { $0.hasPrefix("[QuakesData][Listener] Action: ") && $0.contains("onAppear") })
  }

  @Test func theListenerLogsNothingByDefault() async throws {
    #expect(QuakesLog.level == .critical)
    let lines = try await self.linesOfALoad(level: nil, probe: "quiet-probe")
    #expect(lines.isEmpty)
  }
}
