/// Selects the value a component shows from a ``Selector``.
///
/// `didChange(old, new)` returns `true` when the output changed; observers are notified only then.
public struct OutputSelector<State, Output>: Sendable {
  public let select: @Sendable (State) -> Output
  public let didChange: @Sendable (Output, Output) -> Bool

  public init(
    select: @escaping @Sendable (State) -> Output,
    didChange: @escaping @Sendable (Output, Output) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension OutputSelector where Output: Equatable {
  /// Value equality decides: the output changed when it is no longer equal.
  public init(select: @escaping @Sendable (State) -> Output) {
    self.init(select: select, didChange: isNotEqual)
  }
}
