/// The global state of the Counter product: one number every window shares.
public struct CounterState: Sendable, Equatable {
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
