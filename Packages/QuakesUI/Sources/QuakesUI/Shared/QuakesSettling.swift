import ImmutableData
import QuakesData

/// Waiting, bounded, for the Listener's asynchronous work to show up in the store.
@MainActor enum QuakesSettling {
  /// Returns once `isSettled(store)` holds (checked now and after every dispatch) or `limit`
  /// passed. Never throws and never waits longer than `limit`.
  static func wait(
    in store: QuakesStore,
    limit: Duration,
    until isSettled: @escaping @MainActor @Sendable (QuakesStore) -> Bool
  ) async {
    if isSettled(store) { return }
    // Made on the main actor right after the check, so no dispatch slips in between.
    let stream = store.makeStream()
    let waiter = Task { @MainActor in
      for await _ in stream where isSettled(store) {
        return
      }
    }
    let timeout = Task {
      try? await Task.sleep(for: limit)
      waiter.cancel()
    }
    await withTaskCancellationHandler {
      await waiter.value
    } onCancel: {
      waiter.cancel()
    }
    timeout.cancel()
  }
}
