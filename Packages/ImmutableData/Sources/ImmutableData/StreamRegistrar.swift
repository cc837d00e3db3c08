/// Hands out streams and delivers each element to every live one.
///
/// Lives on the main actor with its store, so registration, delivery and removal never race.
@MainActor @usableFromInline final class StreamRegistrar<Element>: Sendable where Element: Sendable {
  private var nextId = 0
  /// `@usableFromInline` so ``yield(_:)`` can be inlined into the store's specialised dispatch.
  @usableFromInline var continuations: [Int: AsyncStream<Element>.Continuation] = [:] {
    didSet { self.isEmpty = self.continuations.isEmpty }
  }
  /// Cached so a dispatch with no listener reads one stored Bool: asking the generic dictionary
  /// from the store's specialised code costs a metadata lookup (~20 ns, issue 10, B1).
  @usableFromInline private(set) var isEmpty = true
  /// How many elements ``yield(_:)`` has delivered, counted for ``StreamedActionCounting``.
  @usableFromInline var yieldCount = 0

  @usableFromInline init() {}

  deinit {
    // Releasing the store ends every stream, so `for await` loops over it return.
    for continuation in self.continuations.values {
      continuation.finish()
    }
  }
}

extension StreamRegistrar {
  /// The number of streams still registered (consumers that have not ended).
  var count: Int {
    self.continuations.count
  }

  func makeStream(bufferingPolicy: StreamBufferingPolicy) -> AsyncStream<Element> {
    self.nextId += 1
    let id = self.nextId
    let (stream, continuation) = AsyncStream.makeStream(
      of: Element.self,
      bufferingPolicy: bufferingPolicy.asyncStreamPolicy(of: Element.self)
    )
    continuation.onTermination = { [weak self] _ in
      // Termination may be reported from any thread; removal belongs to the main actor.
      Task { @MainActor in
        self?.removeContinuation(id: id)
      }
    }
    self.continuations[id] = continuation
    return stream
  }
}

extension StreamRegistrar {
  /// Inlinable, so it is specialised with the store's dispatch: as generic code it looks up the
  /// metadata of the continuation, dictionary and element types on every dispatch (issue 10, B2).
  @inlinable func yield(_ element: Element) {
    self.yieldCount &+= 1
    var terminated: [Int] = []
    for (id, continuation) in self.continuations {
      if case .terminated = continuation.yield(element) {
        terminated.append(id)
      }
    }
    // A consumer that went away stops costing anything at once, not one task hop later.
    for id in terminated {
      self.continuations[id] = nil
    }
  }
}

extension StreamRegistrar {
  private func removeContinuation(id: Int) {
    self.continuations[id] = nil
  }
}

extension StreamRegistrar {
  /// Ends every stream now, as releasing the store would. Lets tests drain a bounded buffer.
  func finishAll() {
    for continuation in self.continuations.values {
      continuation.finish()
    }
    self.continuations.removeAll()
  }
}
