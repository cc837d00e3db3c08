@testable import AnimalsData
import ImmutableData
import Logging
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
  /// Runs an add through a real Store and Listener with `AnimalsLog` captured at `level`.
  private func linesOfAnAdd(level: Logger.Level?, id: String) async throws -> [String] {
    let captured = CapturedLines()
    let previous = AnimalsLog.logger
    AnimalsLog.logger = Logger(label: "AnimalsData") { _ in CapturingHandler(captured: captured) }
    if let level { AnimalsLog.level = level }
    defer { AnimalsLog.logger = previous }
    let store = Store(initialState: makeState(categoriesStatus: .success, animalsStatus: .success), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: StubStore())
    listener.listen(to: store)
    let add = AnimalsAction.ui(.animalEditor(.onTapAddAnimalButton(id: id, name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    _ = try await dispatchAndAwaitResult(store, add)
    // The Listener's task (on the main actor) reads the result element after this test's own
    // stream did; wait (bounded, 5 s) until it logged that element too.
    for _ in 0..<500 where captured.lines.contains(where: { $0.contains("didAddAnimal(id: \"\(id)\"") }) == false {
      try await Task.sleep(for: .milliseconds(10))
    }
    return captured.lines
  }

  @Test func theListenerLogsOldStateActionAndNewStateOfEveryElementAtDebugLevel() async throws {
    let lines = try await self.linesOfAnAdd(level: .debug, id: "log-probe")
    // Other suites' listeners may log meanwhile; each element's three lines are contiguous.
    let actionIndex = try #require(lines.firstIndex { $0.hasPrefix("[AnimalsData][Listener] Action: ") && $0.contains("log-probe") })
    #expect(actionIndex > 0 && actionIndex + 1 < lines.count)
    #expect(lines[actionIndex - 1].hasPrefix("[AnimalsData][Listener] Old State: AnimalsState("))
    #expect(lines[actionIndex].contains("onTapAddAnimalButton"))
    #expect(lines[actionIndex + 1].hasPrefix("[AnimalsData][Listener] New State: AnimalsState("))
    // The new state already holds the add's `waiting` status; the old one did not.
    #expect(lines[actionIndex - 1].contains("log-probe") == false)
    #expect(lines[actionIndex + 1].contains("log-probe"))
    // The Listener's own result action was logged the same way.
    #expect(lines.contains { $0.hasPrefix("[AnimalsData][Listener] Action: ") && $0.contains("didAddAnimal(id: \"log-probe\"") })
  }

  @Test func theListenerLogsNothingByDefault() async throws {
    #expect(AnimalsLog.level == .critical)
    let lines = try await self.linesOfAnAdd(level: nil, id: "quiet-probe")
    #expect(lines.contains { $0.contains("quiet-probe") } == false)
  }
}
