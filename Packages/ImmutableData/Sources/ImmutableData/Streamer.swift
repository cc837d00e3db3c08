/// Something that tells listeners, in order, which action changed which state.
///
/// Every element is `(oldState, action)`: the state *before* the reducer ran and the action it
/// reduced. An element is produced only after the reducer returned; a throwing reducer produces
/// nothing. The new state is read from the store itself.
///
/// The stream is how work *follows* the state without the reducer doing it: a Listener
/// compares `oldState` with the store's new state to see a transition (a status moved to
/// `waiting`) and starts its side effect once, and the UI binding layer re-reads its selectors.
///
/// ```swift
/// for await (oldState, action) in store.makeStream() {
///   if oldState.value < 10, store.state.value >= 10 {
///     print("reached ten with \(action)")
///   }
/// }
/// ```
public protocol Streamer<State, Action>: Sendable {
  /// The global state of the elements.
  associatedtype State: Sendable
  /// The actions the elements carry.
  associatedtype Action: Sendable
  /// The asynchronous sequence of `(oldState, action)` elements ``makeStream()`` returns.
  associatedtype Stream: AsyncSequence, Sendable
  where Self.Stream.Element == (oldState: Self.State, action: Self.Action)

  /// A new stream of the elements of every action reduced from now on, in dispatch order.
  ///
  /// Each call returns an independent stream; the stream ends when its consumer stops (the
  /// task is cancelled or the stream released) or when the streamer goes away.
  @MainActor func makeStream() -> Self.Stream
}
