import CustomDump
public import Testing

extension TestStore {
  /// Asserts that the next action dispatched by a Listener or thunk is `expectedAction`, and
  /// checks the state it produced.
  ///
  /// Waits up to `timeout` (the store's ``timeout`` by default) for the action to arrive. With
  /// ``Exhaustivity/off`` earlier actions that do not match are skipped.
  ///
  /// ```swift
  /// try await store.receive(.didLoadBooks([dune])) {
  ///   $0.books["1"] = dune
  ///   $0.loadStatus = .success
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: the action the test expects a Listener or thunk to have dispatched.
  ///   - timeout: how long to wait for it; ``timeout`` when `nil`.
  ///   - updateStateToExpectedResult: turns the state before that action into the state
  ///     expected after it, as in ``send(_:assert:sourceLocation:)``.
  ///   - sourceLocation: where a failure is reported; the call site by default.
  /// - Throws: what `updateStateToExpectedResult` throws.
  public func receive(
    _ expectedAction: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let wait = timeout ?? self.timeout
    let (next, skipped) = await self.nextReduction(matching: expectedAction, within: wait)
    guard let reduction = next else {
      let arrivals = skipped == 0 ? "none arrived" : "none of the \(skipped) that arrived matched"
      Issue.record(
        Comment(
          rawValue: "Expected to receive an action within \(wait), but \(arrivals):\n\n"
            + String(customDumping: expectedAction).indented
        ),
        sourceLocation: sourceLocation
      )
      return
    }
    if reduction.action != expectedAction {
      let difference =
        diff(expectedAction, reduction.action, format: .proportional)
        ?? String(customDumping: reduction.action)
      Issue.record(
        Comment(rawValue: "Received an unexpected action:\n\n\(difference.indented)\n\n(Expected: −, Received: +)"),
        sourceLocation: sourceLocation
      )
    }
    try self.assertState(
      before: reduction.before,
      after: reduction.after,
      updateStateToExpectedResult: updateStateToExpectedResult,
      sourceLocation: sourceLocation
    )
  }
}

extension TestStore {
  /// The next received reduction (exhaustive) or the first one whose action matches (off),
  /// waiting until `duration` has passed; nil when none came. `skipped` counts the actions
  /// passed over.
  private func nextReduction(
    matching expectedAction: Action,
    within duration: Duration
  ) async -> (reduction: Reduction<State, Action>?, skipped: Int) {
    var skipped = 0
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: duration)
    while true {
      switch self.exhaustivity {
      case .on:
        if self.log.pending.isEmpty == false {
          return (self.log.pending.removeFirst(), skipped)
        }
      case .off:
        while self.log.pending.isEmpty == false {
          let reduction = self.log.pending.removeFirst()
          if reduction.action == expectedAction {
            return (reduction, skipped)
          }
          skipped += 1
        }
      }
      guard clock.now < deadline, Task.isCancelled == false else {
        return (nil, skipped)
      }
      // Listener work runs elsewhere; poll its results at a fine grain until the deadline.
      try? await clock.sleep(for: .milliseconds(1))
    }
  }
}
