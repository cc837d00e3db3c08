public import ImmutableData

/// The store as components see it for writing: it dispatches action values only.
///
/// Thunks (side effects) belong to Listeners, so a component cannot start one by accident.
///
/// ```swift
/// try provider.dispatcher.dispatch(action: .didAddBook(id: "1", title: "Dune"))
/// ```
public struct Dispatcher<Store>: Sendable where Store: ImmutableData.Dispatcher {
  private let store: Store

  /// The write side of `store`.
  public init(_ store: Store) {
    self.store = store
  }

  /// The write side of the store `provider` hands out.
  public init(_ provider: Provider<Store>) {
    self.init(provider.store)
  }

  /// Reduces `action` into the store's state; rethrows the reducer's error, state unchanged.
  @MainActor public func dispatch(action: Store.Action) throws {
    try self.store.dispatch(action: action)
  }
}
