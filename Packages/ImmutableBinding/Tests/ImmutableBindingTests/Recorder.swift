/// Records, in order, which selector closures ran.
///
/// Selector closures are `@Sendable` and nonisolated by type, but a `Selector` runs them on the
/// main actor; `MainActor.assumeIsolated` both records and checks that.
@MainActor final class Recorder {
  private(set) var calls: [String] = []

  nonisolated init() {}

  func reset() {
    self.calls.removeAll()
  }

  nonisolated func record(_ call: String) {
    MainActor.assumeIsolated {
      self.calls.append(call)
    }
  }
}
