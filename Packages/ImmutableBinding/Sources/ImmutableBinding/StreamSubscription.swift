/// Ends a listener's subscription when cancelled or released.
///
/// For a stream of its own, cancelling the consuming task ends the `for await` loop, which
/// terminates the stream and unregisters it from the store; for a ``StreamHub`` it removes the
/// listener from the hub.
@MainActor final class StreamSubscription {
  private let onCancel: @MainActor () -> Void
  private var isCancelled = false

  init(_ task: Task<Void, Never>) {
    self.onCancel = { task.cancel() }
  }

  init(onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  func cancel() {
    guard self.isCancelled == false else { return }
    self.isCancelled = true
    self.onCancel()
  }

  isolated deinit {
    self.cancel()
  }
}
