public import Synchronization

/// The queue between a store (the producer, on the main actor) and one consumer (any executor).
///
/// The consumer takes buffered elements synchronously, on whatever executor it runs, and
/// suspends only when the buffer is empty. A main-actor consumer of a main-actor store
/// therefore drains a whole burst in one turn: one wake-up per burst instead of one executor
/// hop per element, which is what `AsyncStream` costs (about 19 us per element on the main
/// actor on our 2-core machine, against well under 1 us here; `Scripts/bench` B2).
///
/// `@usableFromInline` and `@inlinable` throughout so the store's dispatch and the consumer's
/// loop are specialised for the element type: generic calls look up metadata per element.
@usableFromInline final class StreamBuffer<Element>: Sendable where Element: Sendable {
  @usableFromInline let state: Mutex<StreamBufferState<Element>>
  /// Told once when the consumer goes away (cancelled or released), so the producer forgets it.
  @usableFromInline let onTermination: @Sendable () -> Void

  @usableFromInline init(policy: StreamBufferingPolicy, onTermination: @escaping @Sendable () -> Void) {
    let limit: Int? =
      switch policy {
      case .lossless: nil
      case .latest(let count): Swift.max(1, count)
      }
    self.state = Mutex(StreamBufferState(limit: limit))
    self.onTermination = onTermination
  }
}

/// What one ``StreamBuffer`` holds, guarded by its mutex.
@usableFromInline struct StreamBufferState<Element>: Sendable where Element: Sendable {
  /// Elements not yet delivered from `head` on; delivered slots are `nil` so their old states
  /// are released at once, and the array is compacted as the head moves on.
  @usableFromInline var elements: [Element?] = []
  @usableFromInline var head = 0
  /// `nil` for lossless; otherwise the most elements kept (older ones are dropped).
  @usableFromInline let limit: Int?
  /// Consumers suspended on an empty buffer (normally one; several only if a stream is
  /// iterated from several tasks at once, which `AsyncStream` forbids and this tolerates).
  @usableFromInline var waiters: [UnsafeContinuation<Element?, Never>] = []
  /// The producer is gone: buffered elements are still delivered, then the stream ends.
  @usableFromInline var isFinished = false
  /// The consumer is gone: nothing is buffered any more.
  @usableFromInline var isCancelled = false

  @usableFromInline init(limit: Int?) {
    self.limit = limit
  }

  @inlinable var count: Int {
    self.elements.count - self.head
  }

  @inlinable mutating func pop() -> Element? {
    guard self.head < self.elements.count else { return nil }
    let element = self.elements[self.head].take()
    self.head += 1
    if self.head == self.elements.count {
      // Drained: start over, keeping a small array's storage for the next burst.
      self.elements.removeAll(keepingCapacity: self.elements.count <= 1024)
      self.head = 0
    } else if self.head >= 1024, self.head * 2 >= self.elements.count {
      // Amortised O(1): the delivered prefix is at least as long as what is moved.
      self.elements.removeFirst(self.head)
      self.head = 0
    }
    return element
  }
}

/// What a consumer finds when it asks for the next element.
@usableFromInline enum StreamPoll<Element>: Sendable where Element: Sendable {
  case element(Element)
  case ended
  case empty
}

extension StreamBuffer {
  /// Hands `element` to a waiting consumer or buffers it. `false` when the consumer is gone.
  @inlinable func yield(_ element: Element) -> Bool {
    let result: (accepted: Bool, waiter: UnsafeContinuation<Element?, Never>?) = self.state.withLock { state in
      if state.isCancelled || state.isFinished {
        return (false, nil)
      }
      if state.waiters.isEmpty == false {
        return (true, state.waiters.removeFirst())
      }
      if let limit = state.limit, state.count >= limit {
        _ = state.pop()
      }
      state.elements.append(element)
      return (true, nil)
    }
    // Resumed outside the lock: the consumer may run at once on another thread.
    result.waiter?.resume(returning: element)
    return result.accepted
  }

  /// The stream ended from either side: nothing more is accepted.
  @inlinable var isTerminated: Bool {
    self.state.withLock { state in state.isCancelled || state.isFinished }
  }

  /// Ends the stream from the producer's side; buffered elements are still delivered.
  @usableFromInline func finish() {
    let waiters = self.state.withLock { state in
      state.isFinished = true
      let waiters = state.waiters
      state.waiters = []
      return waiters
    }
    for waiter in waiters {
      waiter.resume(returning: nil)
    }
  }

  /// Ends the stream from the consumer's side: drops the buffer and tells the producer once.
  @usableFromInline func cancel() {
    let waiters: [UnsafeContinuation<Element?, Never>]? = self.state.withLock { state in
      guard state.isCancelled == false else { return nil }
      state.isCancelled = true
      state.elements = []
      state.head = 0
      let waiters = state.waiters
      state.waiters = []
      return waiters
    }
    guard let waiters else { return }
    for waiter in waiters {
      waiter.resume(returning: nil)
    }
    self.onTermination()
  }

  @inlinable func poll() -> StreamPoll<Element> {
    self.state.withLock { state in
      if let element = state.pop() {
        return .element(element)
      }
      return state.isFinished || state.isCancelled ? .ended : .empty
    }
  }

  /// The next element, taken synchronously when one is buffered; suspends only on an empty
  /// buffer, and then without leaving `actor` (the consumer's isolation).
  @inlinable func next(isolation actor: isolated (any Actor)?) async -> Element? {
    if Task.isCancelled {
      // As with `AsyncStream`: a cancelled consumer's loop ends.
      self.cancel()
      return nil
    }
    switch self.poll() {
    case .element(let element): return element
    case .ended: return nil
    case .empty: break
    }
    return await withTaskCancellationHandler {
      await withUnsafeContinuation(isolation: actor) { (continuation: UnsafeContinuation<Element?, Never>) in
        let poll: StreamPoll<Element> = self.state.withLock { state in
          if let element = state.pop() {
            return .element(element)
          }
          if state.isFinished || state.isCancelled {
            return .ended
          }
          state.waiters.append(continuation)
          return .empty
        }
        switch poll {
        case .element(let element): continuation.resume(returning: element)
        case .ended: continuation.resume(returning: nil)
        case .empty: break
        }
      }
    } onCancel: {
      self.cancel()
    }
  }
}
