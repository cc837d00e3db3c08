import ImmutableData
import Logging
import TestSupport
import Testing

@testable import AnimalsData

/// The Listener's debug lines: `Old State`, `Action`, `New State` for every element.
@MainActor @Suite(.serialized) struct ListenerLogTests {
  /// Runs an add through a real Store and Listener with `AnimalsLog` captured at `level`.
  private func linesOfAnAdd(level: Logger.Level?, id: String) async throws -> [String] {
    let captured = CapturedLog()
    let previous = AnimalsLog.logger
    AnimalsLog.logger = captured.logger(label: "AnimalsData")
    if let level { AnimalsLog.level = level }
    defer { AnimalsLog.logger = previous }
    let store = Store(initialState: makeState(categoriesStatus: .success, animalsStatus: .success), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: StubStore())
    listener.listen(to: store)
    let add = AnimalsAction.ui(.animalEditor(.onTapAddAnimalButton(id: id, name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    _ = try await dispatchAndAwaitResult(store, add)
    // The Listener's task (on the main actor) reads the result element after this test's own
    // stream did; wait (bounded, 5 s) until it logged that element too.
    _ = await eventually(within: .seconds(5), every: .milliseconds(10)) {
      captured.lines.contains { $0.contains("didAddAnimal(id: \"\(id)\"") }
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
