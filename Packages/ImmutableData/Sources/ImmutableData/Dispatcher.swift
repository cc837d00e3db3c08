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
  /// The thunk runs on the main actor, where the store lives, so it can read and dispatch
  /// without hopping; a plain `@Sendable` closure written for the book converts to it.
  @MainActor func dispatch(
    thunk: @MainActor @Sendable (Self.Dispatcher, Self.Selector) throws -> Void
  ) rethrows

  /// Runs asynchronous imperative work (network, disk) that may select state and dispatch.
  ///
  /// The thunk is not isolated to the main actor, so its slow work runs elsewhere; it awaits
  /// the main actor for each `dispatch` and `select`.
  @MainActor func dispatch(
    thunk: @Sendable (Self.Dispatcher, Self.Selector) async throws -> Void
  ) async rethrows
}
