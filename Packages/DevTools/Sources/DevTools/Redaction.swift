/// What a module's DevTools must never write down: the parts of its state and actions replaced
/// by a placeholder before anything leaves the store's memory.
///
/// The recorder keeps the real values (time travel and skipping put real states back into the
/// store); every rendering DevTools makes from them is redacted first: the page's steps, diffs
/// and states, an exported session (actions, their JSON and the state digests), a generated
/// test, and the persistent log. A replay of a session with redacted steps sends the
/// placeholders and names the steps it could therefore not reproduce
/// (`ReplayResult.redactedSteps`).
///
/// ```swift
/// let redaction = Redaction<Account, AccountAction>(
///   state: { state in
///     var state = state
///     state.token = Redaction.placeholder
///     return state
///   },
///   action: { action in
///     guard case .signedIn(let user, _) = action else { return action }
///     return .signedIn(user, token: Redaction.placeholder)
///   }
/// )
/// StoreInspector.makeStore(initialState: Account(), reducer: AccountReducer.reduce, inspection: context.inspection, redaction: redaction)
/// ```
///
/// Both functions must be pure and keep the value's shape (a placeholder in place of a string,
/// zero in place of a number): a redacted action is still decoded and reduced by a replay.
public struct Redaction<State, Action>: Sendable {
  /// The state as DevTools may write it down.
  public let state: @Sendable (State) -> State
  /// The action as DevTools may write it down.
  public let action: @Sendable (Action) -> Action
  /// Whether this redaction changes anything (false for ``none``): the inspector then skips
  /// comparing renderings to find redacted steps.
  let isActive: Bool

  /// A redaction of the state and the actions; either defaults to keeping everything.
  public init(
    state: @escaping @Sendable (State) -> State = { $0 },
    action: @escaping @Sendable (Action) -> Action = { $0 }
  ) {
    self.state = state
    self.action = action
    self.isActive = true
  }

  private init() {
    self.state = { $0 }
    self.action = { $0 }
    self.isActive = false
  }

  /// Nothing redacted: what a module without secrets gets.
  public static var none: Self { Self() }
}

extension Redaction where State == Never, Action == Never {
  /// The text put in place of a redacted string: it reads as redacted in a diff, an export
  /// and a generated test, and matches no real value.
  public static var placeholder: String { "‹redacted›" }
}
