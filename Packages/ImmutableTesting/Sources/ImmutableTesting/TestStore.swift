public import ImmutableData

/// A test harness around a real ImmutableData `Store` that makes a test say exactly what
/// every action does to the state.
///
/// Why: a test that only looks at the final state cannot tell a flow that went right from one
/// that reached the same end by another road (an extra fetch, an action dispatched twice, a
/// status that skipped `waiting`). A test store sees every reduction, with the state before
/// and after it, and insists that the test accounts for each one.
///
/// ```swift
/// let store = TestStore(initialState: CounterState(), reducer: CounterReducer.reduce)
/// try await store.send(.didTapIncrementButton) { $0.value = 1 }
/// await store.finish()
/// ```
///
/// - ``send(_:assert:sourceLocation:)`` dispatches an action and checks that the
///   reducer produced exactly the state the closure describes (a Swift Testing issue with a
///   diff otherwise).
/// - Actions that anyone else dispatches to ``store`` (a Listener listening to it, a thunk from
///   ``send(thunk:)-ydtm``) are *received*: a test asserts them, in order, with
///   ``receive(_:timeout:assert:sourceLocation:)``.
/// - ``finish(sourceLocation:)`` fails on received actions that nobody asserted.
///
/// ``exhaustivity`` `.off` relaxes all three for integration tests.
@MainActor public final class TestStore<State, Action> where State: Sendable & Equatable, Action: Sendable & Equatable {
  /// The real store under test. Wire Listeners to it (`listener.listen(to: testStore.store)`).
  public let store: Store<State, Action>
  /// How strictly the store checks state changes and received actions.
  public var exhaustivity: Exhaustivity
  /// How long ``receive(_:timeout:assert:sourceLocation:)`` waits by default.
  public var timeout: Duration

  let log: ReductionLog<State, Action>

  /// Creates a store with `initialState` whose every reduction the test store sees.
  ///
  /// - Parameters:
  ///   - initialState: the state before the test's first action.
  ///   - reducer: the domain's reducer, as the product's store uses it.
  ///   - exhaustivity: `.on` (the default) checks everything; `.off` only what the test states.
  ///   - timeout: how long `receive` waits for an action by default.
  public init(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    exhaustivity: Exhaustivity = .on,
    timeout: Duration = .seconds(5)
  ) {
    let log = ReductionLog<State, Action>()
    self.log = log
    self.exhaustivity = exhaustivity
    self.timeout = timeout
    self.store = Store(initialState: initialState) { before, action in
      let after = try reducer(before, action)
      // The Store reduces on the main actor only (`dispatch(action:)` is `@MainActor`).
      MainActor.assumeIsolated {
        log.record(Reduction(before: before, action: action, after: after))
      }
      return after
    }
  }
}

extension TestStore {
  /// The store's current state.
  public var state: State {
    self.store.state
  }
}
