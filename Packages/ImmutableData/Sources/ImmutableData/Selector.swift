/// Something that answers questions about its current state on the main actor.
public protocol Selector<State>: Sendable {
  associatedtype State: Sendable

  /// Returns the slice of the current state that `selector` computes.
  @MainActor func select<T>(_ selector: @Sendable (Self.State) -> T) -> T where T: Sendable
}

extension Selector {
  /// The whole current state. Prefer selecting only the slice a component shows.
  @MainActor public var state: State {
    self.select { state in state }
  }
}
