/// The one source of truth for a product's global state.
///
/// A `Store` holds an immutable `State` value and replaces it with the result of its reducer
/// for every dispatched action. It lives on the main actor: reads, dispatches and stream
/// registration are serialised there, so listeners see actions in exactly the order they were
/// reduced.
///
/// Why one store: every window, page or tab that shows the same data reads it from the same
/// value, so two views can never disagree, and every change goes through one place, the
/// reducer, where it can be logged, replayed or tested. State that only one view cares
/// about (a text field being edited, a sort order in the URL) stays with that view.
///
/// A store is a ``Dispatcher`` (it takes actions and thunks), a ``Selector`` (it answers
/// questions about its state) and a ``Streamer`` (it tells listeners what it reduced):
///
/// ```swift
/// struct CounterState: Sendable, Equatable {
///   var value = 0
/// }
///
/// enum CounterAction: Sendable, Equatable {
///   case didTapIncrementButton
///   case didTapDecrementButton
/// }
///
/// let store = Store<CounterState, CounterAction>(initialState: CounterState()) { state, action in
///   var state = state
///   switch action {
///   case .didTapIncrementButton: state.value += 1
///   case .didTapDecrementButton: state.value -= 1
///   }
///   return state
/// }
/// try store.dispatch(action: .didTapIncrementButton)
/// let value = store.select { $0.value }  // 1
/// ```
///
/// ## Streams and buffering
///
/// ``makeStream()->StoreStream<(State,Action)>`` is lossless: every element reaches every consumer in dispatch order, because
/// data Listeners decide on *transitions* and must not miss one. A consumer that only needs
/// the newest state can ask for ``makeStream(bufferingPolicy:)->StoreStream<(State,Action)>`` with
/// ``StreamBufferingPolicy/latest(_:)`` to bound how many old states its backlog keeps alive.
/// See ``StreamBufferingPolicy`` for the trade-off. Releasing the store finishes every stream.
@MainActor public final class Store<State, Action>: Sendable where State: Sendable, Action: Sendable {
  @usableFromInline let registrar = StreamRegistrar<(oldState: State, action: Action)>()

  @usableFromInline var state: State
  @usableFromInline let reducer: Reducer<State, Action>

  /// A store whose state starts as `state` and moves on through `reducer`, one dispatched
  /// action at a time.
  ///
  /// A product makes one store when it starts and keeps it for its whole life; tests make a
  /// fresh one per test.
  ///
  /// ```swift
  /// let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
  /// ```
  ///
  /// - Parameters:
  ///   - state: the state before any action.
  ///   - reducer: the pure function from a state and an action to the next state (see
  ///     ``Reducer``); it runs on the main actor for every dispatched action.
  public init(
    initialState state: State,
    reducer: @escaping Reducer<State, Action>
  ) {
    self.state = state
    self.reducer = reducer
  }
}

extension Store: Dispatcher {
  /// Reduces `action` into the state and tells every stream about it.
  ///
  /// The reducer runs at once, on the main actor; when it returns, the new state is the
  /// store's and each stream receives `(oldState, action)`. A reducer that throws refuses the
  /// action: the state is unchanged, no stream hears of it, and the error is rethrown.
  ///
  /// ```swift
  /// try store.dispatch(action: .didTapIncrementButton)
  /// ```
  ///
  /// - Parameter action: what happened, named in the past tense.
  /// - Throws: the reducer's error.
  @inlinable public func dispatch(action: Action) throws {
    let oldState = self.state
    self.state = try self.reducer(oldState, action)
    if self.registrar.isEmpty == false {
      self.registrar.yield((oldState: oldState, action: action))
    }
  }

  /// Runs `thunk` synchronously on the main actor, where the store lives.
  ///
  /// The thunk gets the store twice, as the dispatcher and as the selector, so it can read
  /// the state and dispatch actions in one synchronous step that no other dispatch can
  /// interleave with. Its type is not main-actor isolated (as in the book), so it says where
  /// it runs with `MainActor.assumeIsolated`:
  ///
  /// ```swift
  /// try store.dispatch(thunk: { dispatcher, selector in
  ///   try MainActor.assumeIsolated {
  ///     if selector.select({ $0.value }) < 10 {
  ///       try dispatcher.dispatch(action: .didTapIncrementButton)
  ///     }
  ///   }
  /// })
  /// ```
  ///
  /// - Parameter thunk: the work, given this store as dispatcher and selector.
  /// - Throws: what `thunk` throws.
  public func dispatch(thunk: @Sendable (Store, Store) throws -> Void) rethrows {
    try thunk(self, self)
  }

  /// Runs asynchronous `thunk`, awaiting it: the way a Listener performs a side effect and
  /// reports its outcome with actions.
  ///
  /// The thunk is not isolated to the main actor, so its slow work (a request, a query) does
  /// not hold up the store; it awaits the main actor for each `dispatch` and `select`.
  ///
  /// ```swift
  /// try await store.dispatch(thunk: { dispatcher, selector in
  ///   let value = try await counterService.fetchValue()
  ///   try await dispatcher.dispatch(action: .didFetchValue(value))
  /// })
  /// ```
  ///
  /// - Parameter thunk: the work, given this store as dispatcher and selector.
  /// - Throws: what `thunk` throws.
  public func dispatch(thunk: @Sendable (Store, Store) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }
}

extension Store: Selector {
  /// Returns what `selector` computes from the current state.
  ///
  /// ```swift
  /// let value = store.select { $0.value }
  /// ```
  ///
  /// - Parameter selector: a function from the whole state to the value asked for.
  /// - Returns: that value, computed now.
  @inlinable public func select<T>(_ selector: @Sendable (State) -> T) -> T where T: Sendable {
    selector(self.state)
  }
}

extension Store: Streamer {
  /// The store's stream type: ``StoreStream``, which hands a consumer on the main actor every
  /// buffered element without an executor hop each (see ``StoreStream``).
  public typealias Stream = StoreStream<(oldState: State, action: Action)>

  /// A lossless stream of `(oldState, action)` for every action reduced from now on.
  ///
  /// Every element reaches the consumer, in dispatch order, however far it lags: what a data
  /// Listener needs to see every transition. The stream ends when its consuming task is
  /// cancelled, when it is released, or when the store is released (after what it buffered).
  ///
  /// ```swift
  /// let stream = store.makeStream()
  /// Task { @MainActor in
  ///   for await (oldState, action) in stream {
  ///     print(action, oldState.value, "->", store.state.value)
  ///   }
  /// }
  /// ```
  public func makeStream() -> StoreStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: .lossless)
  }

  /// A stream of `(oldState, action)` with an explicit buffering policy.
  ///
  /// `.latest(n)` bounds the consumer's backlog to the `n` newest elements (and so the old
  /// states they keep alive), for consumers that only re-read the current state.
  ///
  /// - Parameter bufferingPolicy: how many undelivered elements the stream keeps.
  public func makeStream(
    bufferingPolicy: StreamBufferingPolicy
  ) -> StoreStream<(oldState: State, action: Action)> {
    self.registrar.makeStream(bufferingPolicy: bufferingPolicy)
  }
}
