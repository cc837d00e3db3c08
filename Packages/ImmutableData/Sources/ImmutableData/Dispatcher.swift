/// Something that accepts actions and thunks on the main actor: the write side of a store.
///
/// Components do not change global state themselves. They *dispatch* an action, a value that
/// says what just happened (`didTapIncrementButton`, `didReceiveQuakes`), and the store's
/// reducer decides what that means for the state. Keeping the "what happened" in the
/// component and the "how the state changes" in one pure function is what makes every state
/// change reproducible: the same actions from the same state always give the same result.
///
/// A dispatcher also runs *thunks*: closures of imperative work (a network fetch, a database
/// write) that may read the state and dispatch further actions when they are done. Thunks
/// are for Listeners, the objects that turn actions into side effects; a UI component
/// dispatches actions only.
///
/// ```swift
/// let store = Store(initialState: CounterState(), reducer: CounterReducer.reduce)
/// try store.dispatch(action: .didTapIncrementButton)
///
/// // A Listener's asynchronous thunk: slow work off the main actor, then an action.
/// try await store.dispatch(thunk: { dispatcher, selector in
///   let value = try await counterService.fetchValue()
///   try await dispatcher.dispatch(action: .didFetchValue(value))
/// })
/// ```
///
/// ``Store`` is the dispatcher every product uses; tests may write a double that records
/// what was dispatched.
public protocol Dispatcher<State, Action>: Sendable {
  /// The global state the dispatched actions change.
  associatedtype State: Sendable
  /// The type of the values that say what happened.
  associatedtype Action: Sendable
  /// What a thunk receives to dispatch further actions (for ``Store``, the store itself).
  associatedtype Dispatcher: ImmutableData.Dispatcher<Self.State, Self.Action>
  /// What a thunk receives to read the state (for ``Store``, the store itself).
  associatedtype Selector: ImmutableData.Selector<Self.State>

  /// Reduces `action` into the current state.
  ///
  /// A reducer that throws refuses the action: the state stays as it was, no stream element is
  /// produced, and the error reaches the caller.
  ///
  /// - Parameter action: what happened.
  /// - Throws: the reducer's error.
  @MainActor func dispatch(action: Action) throws

  /// Runs synchronous imperative work that may select state and dispatch further actions.
  ///
  /// The requirement is called on the main actor and a conforming store calls the thunk
  /// synchronously there, so the thunk runs on the main actor too. Its type is not isolated
  /// (as in the book): a thunk that calls the main-actor `dispatch(action:)` or `select(_:)`
  /// states it with `MainActor.assumeIsolated`, which cannot fail for a synchronous call.
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
  /// - Parameter thunk: the work, given a dispatcher and a selector of this store.
  /// - Throws: what `thunk` throws.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) throws -> Void
  ) rethrows

  /// Runs asynchronous imperative work (network, disk) that may select state and dispatch.
  ///
  /// The thunk is not isolated to the main actor, so its slow work runs elsewhere; it awaits
  /// the main actor for each `dispatch` and `select`.
  ///
  /// - Parameter thunk: the work, given a dispatcher and a selector of this store.
  /// - Throws: what `thunk` throws.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) async throws -> Void
  ) async rethrows
}
