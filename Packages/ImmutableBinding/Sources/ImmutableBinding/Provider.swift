public import ImmutableData

/// Hands one store to a tree of components.
///
/// A product keeps its global state in exactly one store; a host builds one `Provider` per
/// module and passes it down, so every component selects from and dispatches to the same store.
///
/// ```swift
/// let provider = Provider(Store(initialState: ReadingListState(), reducer: ReadingListReducer.reduce))
/// let unread = Selector(provider, outputSelector: ReadingListState.selectUnreadTitles())
/// try provider.dispatcher.dispatch(action: .didAddBook(id: "1", title: "Dune"))
/// ```
public struct Provider<Store>: Sendable where Store: Sendable {
  /// The store every component of the tree shares.
  public let store: Store

  /// A provider of `store`.
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
