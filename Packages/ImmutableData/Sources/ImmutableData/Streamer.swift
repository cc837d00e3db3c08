/// Something that tells listeners, in order, which action changed which state.
///
/// Every element is `(oldState, action)`: the state *before* the reducer ran and the action it
/// reduced. An element is produced only after the reducer returned; a throwing reducer produces
/// nothing. The new state is read from the store itself.
public protocol Streamer<State, Action>: Sendable {
  associatedtype State: Sendable
  associatedtype Action: Sendable
  associatedtype Stream: AsyncSequence, Sendable
  where Self.Stream.Element == (oldState: Self.State, action: Self.Action)

  @MainActor func makeStream() -> Self.Stream
}
