/// The actions dispatched to a ``TestStore``'s store by anyone but the test itself (Listeners,
/// thunks), in reduction order, until a `receive` asserts them.
///
/// Filled from inside the store's reducer, so each entry carries the exact state the reducer
/// produced, however many actions follow before the test looks.
@MainActor final class ReductionLog<State, Action> where State: Sendable, Action: Sendable {
  /// True while the test store dispatches an action it was sent: that one is not "received".
  var isSending = false
  /// Received reductions not asserted yet, oldest first.
  var pending: [Reduction<State, Action>] = []

  func record(_ reduction: Reduction<State, Action>) {
    guard self.isSending == false else {
      return
    }
    self.pending.append(reduction)
  }
}
