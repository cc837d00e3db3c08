@_spi(StreamedActionCounting) import ImmutableData

/// One stream subscription per store, shared by every listener of that store.
///
/// With a stream (and a task) per selector, one dispatch wakes every selector's task even when
/// its filter rejects the action: about two microseconds each. The hub takes one element at a
/// time from a single stream and hands it to each listener synchronously, so a rejecting
/// selector costs one closure call. Stores that number their stream elements
/// (``StreamedActionCounting``, as `ImmutableData.Store` does) get a hub; for any other store
/// each listener keeps a stream of its own.
///
/// Exactness: a listener registered while the hub still holds undelivered elements must not see
/// them (they were reduced before its first output was computed). It records the store's element
/// count when it registers and receives only the elements numbered after that.
@MainActor final class StreamHub<State, Action> where State: Sendable, Action: Sendable {
  typealias Receive = @MainActor (_ oldState: State, _ action: Action) -> Void

  /// A class, so handing one to the delivery loop is a retain rather than a generic copy.
  private final class Receiver {
    let id: Int
    /// The store's element count when the listener registered; it sees later elements only.
    let after: Int
    let receive: Receive

    init(id: Int, after: Int, receive: @escaping Receive) {
      self.id = id
      self.after = after
      self.receive = receive
    }
  }

  private let key: ObjectIdentifier
  /// Strong, as every receiver's listener holds the store anyway: a hub lives only while it has
  /// receivers. A weak reference would give the store a side table and slow every retain of it.
  private let store: any StreamedActionCounting
  private var receivers: [Receiver] = []
  private var nextId = 0
  /// The number of the element delivered last: the store's count when the hub subscribed,
  /// then one more per element.
  private var delivered: Int
  private var task: Task<Void, Never>?

  private init<Stream>(key: ObjectIdentifier, store: any StreamedActionCounting, stream: Stream)
  where Stream: AsyncSequence & Sendable, Stream.Element == (oldState: State, action: Action) {
    self.key = key
    self.store = store
    self.delivered = store.streamedActionCount
    self.task = Task { @MainActor [weak self] in
      do {
        for try await element in stream {
          guard let self else { return }
          self.deliver(oldState: element.oldState, action: element.action)
        }
      } catch {
        // A store stream does not throw; if a custom one does, delivery ends as on a finish.
      }
      self?.close()
    }
  }

  /// The hub of `store`, made on first use; `nil` when the store does not number its elements.
  static func hub<Store>(for store: Store) -> StreamHub?
  where Store: ImmutableData.Streamer & AnyObject, Store.State == State, Store.Action == Action {
    guard let counting = store as? any StreamedActionCounting else { return nil }
    let key = ObjectIdentifier(store)
    // The hub keeps its store alive, so a live entry is always this store's; checked anyway.
    if let hub = StreamHubRegistry.hubs[key] as? StreamHub, hub.store === counting {
      return hub
    }
    let hub = StreamHub(key: key, store: counting, stream: store.makeStream())
    StreamHubRegistry.hubs[key] = hub
    return hub
  }

  /// Adds a receiver of the elements reduced from now on; cancelling the result removes it.
  func subscribe(_ receive: @escaping Receive) -> StreamSubscription {
    self.nextId += 1
    let id = self.nextId
    let after = self.store.streamedActionCount
    self.receivers.append(Receiver(id: id, after: after, receive: receive))
    return StreamSubscription(onCancel: { [weak self] in
      self?.unsubscribe(id: id)
    })
  }

  private func unsubscribe(id: Int) {
    // Ids only grow, so the receivers are sorted by id: find it by bisection.
    var low = 0
    var high = self.receivers.count
    while low < high {
      let middle = (low + high) / 2
      if self.receivers[middle].id < id { low = middle + 1 } else { high = middle }
    }
    if low < self.receivers.count, self.receivers[low].id == id {
      self.receivers.remove(at: low)
    }
    if self.receivers.isEmpty {
      self.close()
    }
  }

  private func deliver(oldState: State, action: Action) {
    self.delivered += 1
    let number = self.delivered
    // A receiver may subscribe or cancel listeners while it runs, so iterate a snapshot;
    // a listener cancelled meanwhile ignores the call itself.
    let receivers = self.receivers
    // `receivers` keeps every receiver alive for the loop, so each can be used without the
    // retain and release per receiver per element that a plain loop costs.
    receivers.withUnsafeBufferPointer { receivers in
      for index in receivers.indices {
        Unmanaged.passUnretained(receivers[index])._withUnsafeGuaranteedRef { receiver in
          if receiver.after < number {
            receiver.receive(oldState, action)
          }
        }
      }
    }
  }

  /// Ends the shared subscription (so the store drops the stream) and forgets the hub.
  private func close() {
    self.task?.cancel()
    self.task = nil
    if StreamHubRegistry.hubs[self.key] === self {
      StreamHubRegistry.hubs[self.key] = nil
    }
  }
}

/// Every live hub by store identity (a generic class cannot have stored static properties).
@MainActor enum StreamHubRegistry {
  static var hubs: [ObjectIdentifier: AnyObject] = [:]
}
