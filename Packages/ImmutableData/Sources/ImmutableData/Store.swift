/// The one source of truth for a product's global state.
///
/// A `Store` holds an immutable `State` value and replaces it with the result of its reducer
/// for every dispatched action. It lives on the main actor: reads, dispatches and stream
/// registration are serialised there, so listeners see actions in exactly the order they were
/// reduced.
///
/// ## Streams and buffering
///
/// ``makeStream()`` is lossless: every element reaches every consumer in dispatch order, because
/// data Listeners decide on *transitions* and must not miss one. A consumer that only needs
/// the newest state can ask for ``makeStream(bufferingPolicy:)`` with
/// ``StreamBufferingPolicy/latest(_:)`` to bound how many old states its backlog keeps alive.
/// See ``StreamBufferingPolicy`` for the trade-off. Releasing the store finishes every stream.
@MainActor public final class Store<State, Action>: Sendable where State: Sendable, Action: Sendable {
  @usableFromInline let registrar = StreamRegistrar<(oldState: State, action: Action)>()

  @usableFromInline var state: State
  @usableFromInline let reducer: Reducer<State, Action>

  /// A store whose state starts as `state` and moves on through `reducer`, one dispatched
  /// action at a time.
  public init(
    initialState state: State,
    reducer: @escaping Reducer<State, Action>
  ) {
    self.state = state
    self.reducer = reducer
  }
}

extension Store: Dispatcher {
  @inlinable public func dispatch(action: Action) throws {
    let oldState = self.state
    self.state = try self.reducer(oldState, action)
    if self.registrar.isEmpty == false {
      self.registrar.yield((oldState: oldState, action: action))
    }
  }

  /// Runs `thunk` synchronously on the main actor, where the store lives.
  public func dispatch(thunk: @Sendable (Store, Store) throws -> Void) rethrows {
    try thunk(self, self)
  }

  public func dispatch(thunk: @Sendable (Store, Store) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }
}

extension Store: Selector {
  @inlinable public func select<T>(_ selector: @Sendable (State) -> T) -> T where T: Sendable {
    selector(self.state)
  }
}

extension Store: Streamer {
  /// The store's stream type: ``StoreStream``, which hands a consumer on the main actor every
  /// buffered element without an executor hop each (see ``StoreStream``).
  public typealias Stream = StoreStream<(oldState: State, action: Action)>

  /// A lossless stream of `(oldState, action)` for every action reduced from now on.
  public func makeStream() -> StoreStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: .lossless)
  }

  /// A stream of `(oldState, action)` with an explicit buffering policy.
  public func makeStream(
    bufferingPolicy: StreamBufferingPolicy
  ) -> StoreStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: bufferingPolicy)
  }
}
