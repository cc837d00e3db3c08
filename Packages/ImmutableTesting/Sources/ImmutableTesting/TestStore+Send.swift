import CustomDump
public import ImmutableData
public import Testing

extension TestStore {
  /// Dispatches `action` as a user would and checks the state the reducer produced.
  ///
  /// ```swift
  /// try await store.send(.didAddBook(id: "1", title: "Dune")) {
  ///   $0.books["1"] = Book(id: "1", title: "Dune")
  /// }
  /// ```
  ///
  /// With ``Exhaustivity/on``, sending while received actions are still unasserted is an
  /// issue: a test cannot step over what a Listener did.
  ///
  /// - Parameters:
  ///   - action: the action a user (or the page) would dispatch.
  ///   - updateStateToExpectedResult: turns the state before the action into the
  ///     state the test expects after it (with ``Exhaustivity/off``: states facts about the new
  ///     state). Without it the state must not change.
  ///   - sourceLocation: where a failure is reported; the call site by default.
  /// - Throws: what the reducer throws; the state is then unchanged.
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    if self.exhaustivity == .on, self.log.pending.isEmpty == false {
      Issue.record(
        Comment(
          rawValue: "Must receive \(self.log.pending.count) action(s) before sending another:\n\n"
            + self.log.pending.map { String(customDumping: $0.action).indented }.joined(separator: "\n")
        ),
        sourceLocation: sourceLocation
      )
      self.log.pending.removeAll()
    }
    let before = self.store.state
    self.log.isSending = true
    defer { self.log.isSending = false }
    try self.store.dispatch(action: action)
    self.log.isSending = false
    try self.assertState(
      before: before,
      after: self.store.state,
      updateStateToExpectedResult: updateStateToExpectedResult,
      sourceLocation: sourceLocation
    )
    // Lets Listeners see the action before the test goes on.
    await Task.yield()
  }

  /// Runs an asynchronous thunk on the store; the actions it dispatches are received.
  ///
  /// ```swift
  /// try await store.send(thunk: { dispatcher, selector in
  ///   try await dispatcher.dispatch(action: .didLoadBooks([dune]))
  /// })
  /// try await store.receive(.didLoadBooks([dune])) { $0.books["1"] = dune }
  /// ```
  ///
  /// - Parameter thunk: the work, given the real store as dispatcher and selector.
  /// - Throws: what `thunk` throws.
  public func send(
    thunk: @Sendable (Store<State, Action>, Store<State, Action>) async throws -> Void
  ) async throws {
    try await self.store.dispatch(thunk: thunk)
  }

  /// Runs a synchronous thunk on the store; the actions it dispatches are received.
  ///
  /// The thunk runs at once on the main actor, as a `Store` runs a synchronous thunk.
  ///
  /// - Parameter thunk: the work, given the real store as dispatcher and selector.
  /// - Throws: what `thunk` throws.
  public func send(
    thunk: @MainActor @Sendable (Store<State, Action>, Store<State, Action>) throws -> Void
  ) async throws {
    // What `Store.dispatch(thunk:)` does for a synchronous thunk, on the main actor.
    try thunk(self.store, self.store)
    await Task.yield()
  }
}
