import ImmutableData

/// The state of the test domain: two dependency slices and one output slice.
struct TestState: Sendable, Equatable {
  var first = 0
  var second = 0
  var output = 0
}

enum TestAction: Sendable, Equatable {
  case didChange
  case didChangeOther
}

/// A store double whose stream the test drives element by element.
///
/// `send(_:action:)` replaces the state and yields `(oldState, action)`. The stream counts how
/// often its consumer asked for the next element, so a test can wait (without timing) until an
/// element was fully handled: the consumer asks for element n + 1 only after handling element n.
@MainActor final class TestStore: ImmutableData.Selector, ImmutableData.Streamer {
  typealias State = TestState
  typealias Action = TestAction
  typealias Element = (oldState: TestState, action: TestAction)
  typealias Stream = RequestCountingStream<Element>

  private(set) var currentState: TestState
  private(set) var streamsMade = 0
  private(set) var liveStreams = 0
  private(set) var requests = 0
  private var continuations: [AsyncStream<Element>.Continuation] = []
  private var waiters: [(condition: @MainActor (TestStore) -> Bool, continuation: CheckedContinuation<Void, Never>)] = []

  init(state: TestState = TestState()) {
    self.currentState = state
  }

  func select<T>(_ selector: @Sendable (TestState) -> T) -> T where T: Sendable {
    selector(self.currentState)
  }

  func makeStream() -> RequestCountingStream<Element> {
    let (stream, continuation) = AsyncStream.makeStream(of: Element.self)
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.streamTerminated() }
    }
    self.continuations.append(continuation)
    self.streamsMade += 1
    self.liveStreams += 1
    return RequestCountingStream(base: stream) { [weak self] in
      Task { @MainActor in self?.consumerRequested() }
    }
  }
}

extension TestStore {
  /// Sets the state and yields an element to every stream (as a dispatch would).
  func send(_ state: TestState, action: TestAction = .didChange) {
    let oldState = self.currentState
    self.currentState = state
    self.yield(oldState: oldState, action: action)
  }

  /// Yields an element without touching the state (to check what is read from where).
  func yield(oldState: TestState, action: TestAction) {
    for continuation in self.continuations {
      continuation.yield((oldState: oldState, action: action))
    }
  }

  /// Waits until consumers asked for `count` elements in total.
  func waitForRequests(_ count: Int) async {
    await self.wait { $0.requests >= count }
  }

  /// Waits until every stream made so far has been terminated by its consumer.
  func waitUntilNoLiveStreams() async {
    await self.wait { $0.liveStreams == 0 }
  }

  private func wait(until condition: @escaping @MainActor (TestStore) -> Bool) async {
    if condition(self) { return }
    await withCheckedContinuation { continuation in
      self.waiters.append((condition: condition, continuation: continuation))
    }
  }

  private func consumerRequested() {
    self.requests += 1
    self.resumeWaiters()
  }

  private func streamTerminated() {
    self.liveStreams -= 1
    self.resumeWaiters()
  }

  private func resumeWaiters() {
    let ready = self.waiters.filter { $0.condition(self) }
    self.waiters.removeAll { $0.condition(self) }
    for waiter in ready {
      waiter.continuation.resume()
    }
  }
}

/// An `AsyncStream` that reports every `next()` call of its consumer.
struct RequestCountingStream<Element>: AsyncSequence, Sendable where Element: Sendable {
  typealias Failure = Never

  let base: AsyncStream<Element>
  let onRequest: @Sendable () -> Void

  struct AsyncIterator: AsyncIteratorProtocol {
    typealias Failure = Never

    var base: AsyncStream<Element>.AsyncIterator
    let onRequest: @Sendable () -> Void

    mutating func next() async -> Element? {
      self.onRequest()
      return await self.base.next()
    }

    mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      self.onRequest()
      return await self.base.next(isolation: actor)
    }
  }

  func makeAsyncIterator() -> AsyncIterator {
    AsyncIterator(base: self.base.makeAsyncIterator(), onRequest: self.onRequest)
  }
}
