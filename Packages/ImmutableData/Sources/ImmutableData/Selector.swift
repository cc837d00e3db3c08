/// Something that answers questions about its current state on the main actor: the read side
/// of a store.
///
/// A component rarely needs the whole global state; it asks for the slice it shows with a
/// *selector closure*, a function from the state to a value. Selector closures are plain
/// functions of the state, so the same question can be asked by a component, a Listener, a
/// thunk or a test, and a domain package usually offers them as static factories next to its
/// state (`CounterState.selectValue()`).
///
/// ```swift
/// let value = store.select { state in state.value }
/// let sameValue = store.select(CounterState.selectValue())
/// ```
///
/// ``Store`` is the selector every product uses. Keeping live values up to date as actions
/// are reduced is the job of the UI binding layer (ImmutableBinding's `Selector`), which
/// calls `select(_:)` again when the store's stream says the state changed.
public protocol Selector<State>: Sendable {
  /// The global state the selector closures read.
  associatedtype State: Sendable

  /// Returns the slice of the current state that `selector` computes.
  ///
  /// - Parameter selector: a function from the whole state to the value asked for.
  /// - Returns: that value, computed from the state as it is now.
  @MainActor func select<T>(_ selector: @Sendable (Self.State) -> T) -> T where T: Sendable
}

extension Selector {
  /// The whole current state. Prefer selecting only the slice a component shows.
  @MainActor public var state: State {
    self.select { state in state }
  }
}
