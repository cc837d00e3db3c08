extension Store {
  /// Waits until `condition` holds for the store, checked now and after every dispatch, or
  /// until `limit` passed, whichever comes first; never longer, and never throws.
  ///
  /// The one way to wait for asynchronous work (a Listener's fetch or save) to show up in the
  /// state: a form post waits here before its redirect, so the page it lands on shows the
  /// outcome, and a module's start waits for its first load.
  ///
  /// ```swift
  /// let loaded = await store.wait(limit: .seconds(5)) { $0.state.status != .waiting }
  /// ```
  ///
  /// - Returns: `true` when the condition held, `false` when the limit passed first (or the
  ///   waiting task was cancelled).
  @discardableResult
  public func wait(limit: Duration, until condition: @escaping @MainActor @Sendable (Store) -> Bool) async -> Bool {
    if condition(self) { return true }
    // Made on the main actor right after the check, so no dispatch slips in between.
    let stream = self.makeStream()
    let waiter = Task { @MainActor in
      for await _ in stream where condition(self) {
        return true
      }
      return false
    }
    let timeout = Task {
      try? await Task.sleep(for: limit)
      waiter.cancel()
    }
    defer { timeout.cancel() }
    return await withTaskCancellationHandler {
      await waiter.value
    } onCancel: {
      waiter.cancel()
    }
  }
}
