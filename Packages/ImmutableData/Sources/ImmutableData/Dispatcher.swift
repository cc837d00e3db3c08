/// Something that accepts actions and thunks on the main actor.
///
/// Product code (a UI component tree) dispatches `Action` values that say what happened;
/// thunks are for Listeners, which turn actions into side effects.
public protocol Dispatcher<State, Action>: Sendable {
  associatedtype State: Sendable
  associatedtype Action: Sendable
  associatedtype Dispatcher: ImmutableData.Dispatcher<Self.State, Self.Action>
  associatedtype Selector: ImmutableData.Selector<Self.State>

  /// Reduces `action` into the current state. A throwing reducer leaves the state unchanged.
  @MainActor func dispatch(action: Action) throws

  /// Runs synchronous imperative work that may select state and dispatch further actions.
  ///
  /// The requirement is called on the main actor and a conforming store calls the thunk
  /// synchronously there, so the thunk runs on the main actor too. Its type is not isolated
  /// (as in the book): a thunk that calls the main-actor `dispatch(action:)` or `select(_:)`
  /// states it with `MainActor.assumeIsolated`, which cannot fail for a synchronous call.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) throws -> Void
  ) rethrows

  /// Runs asynchronous imperative work (network, disk) that may select state and dispatch.
  ///
  /// The thunk is not isolated to the main actor, so its slow work runs elsewhere; it awaits
  /// the main actor for each `dispatch` and `select`.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) async throws -> Void
  ) async rethrows
}
