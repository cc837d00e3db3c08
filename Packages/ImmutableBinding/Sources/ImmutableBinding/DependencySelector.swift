/// Selects a cheap slice of state that decides whether a ``Selector`` recomputes its output.
///
/// `didChange(old, new)` returns `true` when the slice changed. When no dependency of a selector
/// changed, its (possibly expensive) output selector does not run at all.
public struct DependencySelector<State, Dependency>: Sendable {
  public let select: @Sendable (State) -> Dependency
  public let didChange: @Sendable (Dependency, Dependency) -> Bool

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
