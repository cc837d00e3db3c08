/// Hands out streams and delivers each element to every live one.
///
/// Lives on the main actor with its store, so registration, delivery and removal never race.
@MainActor @usableFromInline final class StreamRegistrar<Element>: Sendable where Element: Sendable {
  private var nextId = 0
  /// An array (delivery order = registration order) of every consumer not known to be gone.
  /// `@usableFromInline` so ``yield(_:)`` can be inlined into the store's specialised dispatch.
  @usableFromInline var buffers: [(id: Int, buffer: StreamBuffer<Element>)] = [] {
    didSet { self.isEmpty = self.buffers.isEmpty }
  }
  /// Cached so a dispatch with no listener reads one stored Bool: asking the generic array
  /// from the store's specialised code costs a metadata lookup (~20 ns, B1).
  @usableFromInline private(set) var isEmpty = true
  /// How many elements ``yield(_:)`` has delivered, counted for ``StreamedActionCounting``.
  @usableFromInline var yieldCount = 0

  @usableFromInline init() {}

  deinit {
    // Releasing the store ends every stream, so `for await` loops over it return.
    for entry in self.buffers {
      entry.buffer.finish()
    }
  }
}

extension StreamRegistrar {
  /// The number of streams still registered (consumers that have not ended).
  var count: Int {
    self.buffers.count
  }

  func makeStream(bufferingPolicy: StreamBufferingPolicy) -> StoreStream<Element> {
    self.nextId += 1
    let id = self.nextId
    let buffer = StreamBuffer<Element>(policy: bufferingPolicy) { [weak self] in
      // Termination may be reported from any thread; removal belongs to the main actor.
      Task { @MainActor in
        self?.removeBuffer(id: id)
      }
    }
    self.buffers.append((id: id, buffer: buffer))
    return StoreStream(consumer: StoreStreamConsumer(buffer: buffer))
  }
}

extension StreamRegistrar {
  /// Inlinable, so it is specialised with the store's dispatch: as generic code it looks up the
  /// metadata of the buffer and element types on every dispatch (B2).
  @inlinable func yield(_ element: Element) {
    self.yieldCount &+= 1
    var terminated = false
    for entry in self.buffers where entry.buffer.yield(element) == false {
      terminated = true
    }
    // A consumer that went away stops costing anything at once, not one task hop later.
    if terminated {
      self.buffers.removeAll { $0.buffer.isTerminated }
    }
  }
}

extension StreamRegistrar {
  private func removeBuffer(id: Int) {
    self.buffers.removeAll { $0.id == id }
  }
}

extension StreamRegistrar {
  /// Ends every stream now, as releasing the store would. Lets tests drain a bounded buffer.
  func finishAll() {
    for entry in self.buffers {
      entry.buffer.finish()
    }
    self.buffers.removeAll()
  }
}
