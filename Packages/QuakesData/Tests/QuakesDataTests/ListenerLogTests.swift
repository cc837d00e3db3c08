import ImmutableData
import Logging
import TestSupport
import Testing

@testable import QuakesData

/// The Listener's debug lines: `Old State`, `Action`, `New State` for every element.
@MainActor @Suite(.serialized) struct ListenerLogTests {
  /// Loads `probe` from a local store double through a real Store and Listener with `QuakesLog`
  /// captured at `level`.
  private func linesOfALoad(level: Logger.Level?, probe: String) async throws -> [String] {
    let captured = CapturedLog()
    let previous = QuakesLog.logger
    QuakesLog.logger = captured.logger(label: "QuakesData")
    if let level { QuakesLog.level = level }
    defer { QuakesLog.logger = previous }
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(localStore: LocalStoreTestDouble(quakes: [makeQuake(probe)]), remoteStore: RemoteStoreTestDouble())
    listener.listen(to: store)
    _ = try await dispatchAndAwaitResult(store, .ui(.quakeList(.onAppear)))
    // The Listener's task (on the main actor) reads the result element after this test's own
    // stream did; wait (bounded, 5 s) until it logged this load's result. Other suites' listeners
    // log to the same logger meanwhile, so the wait looks for this probe, not any result.
    _ = await eventually(within: .seconds(5), every: .milliseconds(10)) {
      captured.lines.contains { $0.contains("didFetchQuakes") && $0.contains(probe) }
    }
    return captured.lines
  }

  @Test func theListenerLogsOldStateActionAndNewStateOfEveryElementAtDebugLevel() async throws {
    let lines = try await self.linesOfALoad(level: .debug, probe: "log-probe")
    // Other suites' listeners may log meanwhile; each element's three lines are contiguous.
    let resultIndex = try #require(
      lines.firstIndex {
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
