public import ImmutableData

// Plain-closure forms for `Equatable` dependencies and outputs (`didChange` is `!=`),
// as a product's `Select.swift` writes its selectors.
extension Selector {
  /// A selector over `store` whose dependencies and output are compared with `!=`.
  public convenience init(
    _ store: Store,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat @escaping @Sendable (Store.State) -> each Dependency,
    outputSelector: @escaping @Sendable (Store.State) -> Output
  ) where repeat each Dependency: Equatable, Output: Equatable {
    self.init(
      store,
      id: id,
      label: label,
      filter: isIncluded,
      dependencySelector: repeat DependencySelector(select: each dependencySelector),
      outputSelector: OutputSelector(select: outputSelector)
    )
  }

  /// A selector over the store of `provider` whose dependencies and output are compared with `!=`.
  public convenience init(
    _ provider: Provider<Store>,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat @escaping @Sendable (Store.State) -> each Dependency,
    outputSelector: @escaping @Sendable (Store.State) -> Output
  ) where repeat each Dependency: Equatable, Output: Equatable {
    self.init(
      provider.store, id: id, label: label, filter: isIncluded, dependencySelector: repeat each dependencySelector,
      outputSelector: outputSelector)
  }

  /// Rebuilds with closures compared with `!=` when `id` or the store changed, as the
  /// `update` taking ``DependencySelector``s and an ``OutputSelector`` does.
  public func update(
    _ store: Store,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat @escaping @Sendable (Store.State) -> each Dependency,
    outputSelector: @escaping @Sendable (Store.State) -> Output
  ) where repeat each Dependency: Equatable, Output: Equatable {
    // Checked here too, so a render that changes nothing wraps no closures.
    guard self.needsRebuild(store: store, id: id) else { return }
    let dependencies = (repeat DependencySelector<Store.State, each Dependency>(select: each dependencySelector))
    self.update(
      store, id: id, label: label, filter: isIncluded, dependencySelector: repeat each dependencies,
      outputSelector: OutputSelector(select: outputSelector))
  }
}
