/// The `AsyncStream`s handed out by ``Selector/outputs``.
///
/// Owned by a main-actor selector and only used from there; its `deinit` finishes every
/// stream so a `for await` over ``Selector/outputs`` ends when the selector goes away.
/// Streams are stored as closures because only `Sendable` outputs can be streamed, while the
/// selector itself accepts any output.
final class OutputChannels<Output> {
  private struct Channel {
    /// Delivers an output; returns false when the consumer has gone.
    let yield: (Output) -> Bool
    let finish: () -> Void
  }

  private var nextId = 0
  private var channels: [Int: Channel] = [:]

  func makeStream() -> AsyncStream<Output> where Output: Sendable {
    let (stream, continuation) = AsyncStream.makeStream(of: Output.self)
    self.nextId += 1
    self.channels[self.nextId] = Channel(
      yield: { output in
        if case .terminated = continuation.yield(output) {
          return false
        }
        return true
      },
      finish: { continuation.finish() }
    )
    return stream
  }

  func yield(_ output: Output) {
    // A consumer that stopped iterating costs nothing from the next output on.
    self.channels = self.channels.filter { $0.value.yield(output) }
  }

  func finish() {
    for channel in self.channels.values {
      channel.finish()
    }
    self.channels.removeAll()
  }

  deinit {
    self.finish()
  }
}
