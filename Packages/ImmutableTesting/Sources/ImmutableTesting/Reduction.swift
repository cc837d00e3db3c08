/// One action the store reduced, with the state before and after it.
struct Reduction<State, Action>: Sendable where State: Sendable, Action: Sendable {
  let before: State
  let action: Action
  let after: State
}
