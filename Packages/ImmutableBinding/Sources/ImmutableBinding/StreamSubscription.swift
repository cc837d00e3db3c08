/// Owns the task that consumes a store stream and cancels it when released.
///
/// Cancelling the task ends the `for await` loop over the store's stream, which terminates the
/// stream and unregisters it from the store.
final class StreamSubscription {
  private let task: Task<Void, Never>

  init(_ task: Task<Void, Never>) {
    self.task = task
  }

  func cancel() {
    self.task.cancel()
  }

  deinit {
    self.task.cancel()
  }
}
