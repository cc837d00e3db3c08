/// A pure function from the current state and an action to the next state: the book's name for
/// the function a ``Store`` is built with.
///
/// A reducer does no side effects: the same state and action always give the same next state.
/// It throws to refuse an action, in which case the store keeps its state and the dispatch
/// throws.
///
/// ```swift
/// let reducer: Reducer<Int, CounterAction> = { state, action in
///   switch action {
///   case .didTapIncrementButton: state + 1
///   case .didTapDecrementButton: state - 1
///   }
/// }
/// let store = Store(initialState: 0, reducer: reducer)
/// ```
public typealias Reducer<State, Action> = @Sendable (State, Action) throws -> State
where State: Sendable, Action: Sendable
