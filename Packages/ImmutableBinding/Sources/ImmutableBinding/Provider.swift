public import ImmutableData

/// Hands one store to a tree of components.
///
/// A product keeps its global state in exactly one store; a host builds one `Provider` per
/// module and passes it down, so every component selects from and dispatches to the same store.
public struct Provider<Store>: Sendable where Store: Sendable {
  public let store: Store

  public init(_ store: Store) {
    self.store = store
  }
}

extension Provider where Store: ImmutableData.Dispatcher {
  /// The store seen as a ``Dispatcher``: actions only.
  public var dispatcher: Dispatcher<Store> {
    Dispatcher(self.store)
  }
}
