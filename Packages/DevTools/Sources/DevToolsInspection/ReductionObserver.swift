/// Hears every action a module's store reduces: the host's dispatch and reducer-error counts.
///
/// The host binds ``current`` while a module starts; `StoreInspector.makeStore`, the one place
/// every module builds its store, wraps the reducer with it (``observing(_:reportedFailure:)``). So the counts
/// cover every dispatch (a form's, a Listener's, a change feed's) without a change to any module,
/// and cost nothing when no observer is bound (tests, the command-line tools).
public struct ReductionObserver: Sendable {
  /// The observer of the module starting on this task, or nil.
  @TaskLocal public static var current: ReductionObserver?

  private let record: @Sendable (_ refused: Bool, _ failure: ReportedFailure?) -> Void

  /// An observer calling `record` after each reduction: `refused` when the reducer threw,
  /// `failure` when the module's store says the action reports one.
  public init(record: @escaping @Sendable (_ refused: Bool, _ failure: ReportedFailure?) -> Void) {
    self.record = record
  }

  /// `reducer`, reporting each reduction to this observer, with the failure `reportedFailure`
  /// finds in the action (a Listener's "the write failed"), if any.
  public func observing<State, Action>(
    _ reducer: @escaping @Sendable (State, Action) throws -> State,
    reportedFailure: (@Sendable (Action) -> ReportedFailure?)? = nil
  ) -> @Sendable (State, Action) throws -> State {
    let record = self.record
    return { state, action in
      let failure = reportedFailure?(action)
      do {
        let next = try reducer(state, action)
        record(false, failure)
        return next
      } catch {
        record(true, failure)
        throw error
      }
    }
  }
}
