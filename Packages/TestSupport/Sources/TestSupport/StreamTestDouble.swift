/// An `AsyncSequence` test double: the test feeds it element by element, and it counts every
/// `next()` its consumer asks for, so a test can wait (without timing) until an element was
/// handled: a `for await` loop asks for element n + 1 only after its body finished element n.
public final class StreamTestDouble<Element>: AsyncSequence, Sendable where Element: Sendable {
  /// The sequence never throws.
  public typealias Failure = Never

  private let stream: AsyncStream<Element>
  private let continuation: AsyncStream<Element>.Continuation
  private let requests: RequestCounter

  /// An empty sequence no consumer has asked anything of yet.
  @MainActor public init() {
    (self.stream, self.continuation) = AsyncStream.makeStream(of: Element.self)
    self.requests = RequestCounter()
  }

  /// Delivers `element` to the consumer.
  public func send(_ element: Element) {
    self.continuation.yield(element)
  }

  /// Ends the sequence: the consumer's loop returns.
  public func finish() {
    self.continuation.finish()
  }

  /// Waits until the consumer asked for `count` elements in total.
  @MainActor public func waitForRequests(_ count: Int) async {
    await self.requests.wait(for: count)
  }

  /// Reads the underlying stream and counts each request.
  public struct AsyncIterator: AsyncIteratorProtocol {
    /// The iterator never throws.
    public typealias Failure = Never

    var base: AsyncStream<Element>.AsyncIterator
    let requests: RequestCounter

    /// The next element; the request is counted before the wait for it.
    public mutating func next() async -> Element? {
      let requests = self.requests
      Task { @MainActor in requests.increment() }
      return await self.base.next()
    }
  }

  /// An iterator over the elements the test sends.
  public func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: self.stream.makeAsyncIterator(), requests: self.requests)
  }
}
