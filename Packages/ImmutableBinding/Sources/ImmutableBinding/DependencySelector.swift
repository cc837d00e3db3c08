/// Selects a cheap slice of state that decides whether a ``Selector`` recomputes its output.
///
/// `didChange(old, new)` returns `true` when the slice changed. When no dependency of a selector
/// changed, its (possibly expensive) output selector does not run at all.
///
/// Use one when the output is costly to compute (a filtered, sorted list) and depends on a
/// part of the state that most actions leave alone:
///
/// ```swift
/// let titles = Selector(
///   provider,
///   dependencySelector: DependencySelector(select: { @Sendable (state: ReadingListState) in state.books }),
///   outputSelector: OutputSelector(select: ReadingListState.selectUnreadTitles())
/// )
/// ```
public struct DependencySelector<State, Dependency>: Sendable {
  /// Computes the dependency from the whole state; keep it cheap, it runs for every action
  /// the selector's filter lets through.
  public let select: @Sendable (State) -> Dependency
  /// Whether the dependency changed from the first value to the second; `true` makes the
  /// selector recompute its output.
  public let didChange: @Sendable (Dependency, Dependency) -> Bool

  /// A dependency compared with a function of your own (an identity check, a version number).
  ///
  /// - Parameters:
  ///   - select: computes the dependency from the state.
  ///   - didChange: returns `true` when the old and new dependency differ.
  public init(
    select: @escaping @Sendable (State) -> Dependency,
    didChange: @escaping @Sendable (Dependency, Dependency) -> Bool
  ) {
    self.select = select
    self.didChange = didChange
  }
}

extension DependencySelector where Dependency: Equatable {
  /// Value equality decides: a dependency changed when it is no longer equal.
  public init(select: @escaping @Sendable (State) -> Dependency) {
    self.init(select: select, didChange: isNotEqual)
  }
}
