import ImmutableData

// Plain-closure forms for `Equatable` dependencies and outputs (`didChange` is `!=`),
// as a product's `Select.swift` writes its selectors.
extension Selector {
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

  public convenience init(
    _ provider: Provider<Store>,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat @escaping @Sendable (Store.State) -> each Dependency,
    outputSelector: @escaping @Sendable (Store.State) -> Output
  ) where repeat each Dependency: Equatable, Output: Equatable {
    self.init(
      provider.store,
      id: id,
      label: label,
      filter: isIncluded,
      dependencySelector: repeat DependencySelector(select: each dependencySelector),
      outputSelector: OutputSelector(select: outputSelector)
    )
  }

  public func update(
    _ store: Store,
    id: AnyHashable? = nil,
    label: String? = nil,
    filter isIncluded: (@Sendable (Store.State, Store.Action) -> Bool)? = nil,
    dependencySelector: repeat @escaping @Sendable (Store.State) -> each Dependency,
    outputSelector: @escaping @Sendable (Store.State) -> Output
  ) where repeat each Dependency: Equatable, Output: Equatable {
    self.update(
      store,
      id: id,
      label: label,
      filter: isIncluded,
      dependencySelector: repeat DependencySelector(select: each dependencySelector),
      outputSelector: OutputSelector(select: outputSelector)
    )
  }
}
