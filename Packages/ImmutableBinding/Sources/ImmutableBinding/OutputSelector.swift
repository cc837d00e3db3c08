/// Selects the value a component shows from a ``Selector``.
///
/// `didChange(old, new)` returns `true` when the output changed; observers are notified only then.
/// That is what keeps a live page quiet: a region that rendered this output is re-rendered
/// only when `didChange` says the output is different.
///
/// ```swift
/// let count = OutputSelector<ReadingListState, Int>(
///   select: { state in state.books.count },
///   didChange: { old, new in old != new }
/// )
/// ```
public struct OutputSelector<State, Output>: Sendable {
  /// Computes the output from the whole state.
  public let select: @Sendable (State) -> Output
  /// Whether the output changed from the first value to the second; only a change is
  /// published to observers.
  public let didChange: @Sendable (Output, Output) -> Bool

  /// An output compared with a function of your own.
  ///
  /// - Parameters:
  ///   - select: computes the output from the state.
  ///   - didChange: returns `true` when the old and new output differ.
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
