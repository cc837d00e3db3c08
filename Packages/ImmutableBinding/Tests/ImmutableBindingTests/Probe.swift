import ImmutableBinding
import ImmutableData
import Observation

/// Counts how observers of one selector were notified, whatever its dependency pack.
@MainActor final class Probe {
  private let selector: AnyObject
  private let readOutput: @MainActor () -> Int
  private var token: SelectorObservation?
  /// Notifications seen through `withObservationTracking` (re-armed after each one).
  private(set) var trackedNotifications = 0
  /// Outputs delivered to an `onChange` callback.
  private(set) var changes: [Int] = []

  init<each Dependency>(_ selector: ImmutableBinding.Selector<TestStore, repeat each Dependency, Int>) {
    self.selector = selector
    self.readOutput = { selector.output }
    self.token = selector.onChange { [weak self] output in
      self?.changes.append(output)
    }
    self.track()
  }

  var output: Int {
    self.readOutput()
  }

  private func track() {
    withObservationTracking {
      _ = self.readOutput()
    } onChange: { [weak self] in
      // Observation calls this synchronously from the publishing main-actor step.
      MainActor.assumeIsolated {
        self?.trackedNotifications += 1
        self?.track()
      }
    }
  }
}

/// Selector closures that record each call in a ``Recorder``.
enum Recording {
  static func dependency(
    _ name: String,
    _ select: @escaping @Sendable (TestState) -> Int,
    _ recorder: Recorder
  ) -> DependencySelector<TestState, Int> {
    DependencySelector(
      select: { state in
        recorder.record("\(name).select")
        return select(state)
      },
      didChange: { old, new in
        recorder.record("\(name).didChange")
        return old != new
      }
    )
  }

  static func output(_ recorder: Recorder) -> OutputSelector<TestState, Int> {
    OutputSelector(
      select: { state in
        recorder.record("output.select")
        return state.output
      },
      didChange: { old, new in
        recorder.record("output.didChange")
        return old != new
      }
    )
  }

  static func filter(_ result: Bool, _ recorder: Recorder) -> @Sendable (TestState, TestAction) -> Bool {
    { _, _ in
      recorder.record("filter")
      return result
    }
  }
}
