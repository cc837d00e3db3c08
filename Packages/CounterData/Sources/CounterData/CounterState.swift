/// The global state of the Counter product: one number every window shares.
///
/// `Codable` (an addition to the book's type): DevTools writes the state before a cut history
/// into an export, a report and a generated test, so they replay from there.
public struct CounterState: Sendable, Equatable, Codable {
  package var value: Int

  public init(_ value: Int = 0) {
    self.value = value
  }
}

extension CounterState {
  public static func selectValue() -> @Sendable (Self) -> Int {
    { state in state.value }
  }
}
