public import AnimalsData
import Foundation

/// Hands every committed change to every subscriber of the server's change feed
/// (`GET /animals/api/events`).
///
/// Each subscriber has a bounded buffer; one that falls so far behind that a change would be
/// dropped is ended instead, so its client reconnects and resynchronises rather than silently
/// missing a change. ``endEverySubscription()`` does that for all (after a gap upstream).
public final class AnimalsChangeFeed: Sendable {
  /// How many changes a subscriber may lag behind before it is ended.
  public static let bufferLimit = 1024

  private let subscribers = Subscribers()

  /// A feed with no subscribers.
  public init() {}

  /// A stream of every change published from now on; it ends when the feed ends it.
  public func subscribe() -> AsyncStream<AnimalsChange> {
    let (stream, continuation) = AsyncStream.makeStream(
      of: AnimalsChange.self,
      bufferingPolicy: .bufferingNewest(Self.bufferLimit)
    )
    let id = self.subscribers.add(continuation)
    continuation.onTermination = { [subscribers] _ in
      subscribers.remove(id)
    }
    return stream
  }

  /// Sends `change` to every subscriber.
  public func publish(_ change: AnimalsChange) {
    for (id, continuation) in self.subscribers.all() {
      if case .dropped = continuation.yield(change) {
        continuation.finish()
        self.subscribers.remove(id)
      }
    }
  }

  /// Ends every subscription: their clients reconnect and reload everything.
  public func endEverySubscription() {
    for (id, continuation) in self.subscribers.all() {
      continuation.finish()
      self.subscribers.remove(id)
    }
  }

  /// Says that the changes cannot be relayed because the database does not answer, with the
  /// sentence clients show (their pages then say so at once, instead of when their next read
  /// runs into the operation timeout); ``markAvailable()`` clears it. Subscribers that connect
  /// meanwhile are told so in place of `ready` (see `addAnimalsEventsRoute`).
  public func markUnavailable(_ reason: String) {
    self.subscribers.setUnavailability(reason)
  }

  /// The database answers again: subscribers that connect from now on start with `ready`.
  public func markAvailable() {
    self.subscribers.setUnavailability(nil)
  }

  /// Why changes cannot be relayed now, nil while they can.
  public var unavailability: String? {
    self.subscribers.unavailability
  }

  /// How many subscribers are listening now.
  public var subscriberCount: Int {
    self.subscribers.all().count
  }
}

/// The feed's subscribers behind a lock: publishing is synchronous, from any task.
private final class Subscribers: @unchecked Sendable {
  // Safe: `continuations`, `nextId` and `reason` are only read and written while `lock` is held, and
  // AsyncStream continuations are themselves Sendable.
  private var continuations: [Int: AsyncStream<AnimalsChange>.Continuation] = [:]
  private var nextId = 0
  private var reason: String?
  private let lock = NSLock()

  func add(_ continuation: AsyncStream<AnimalsChange>.Continuation) -> Int {
    self.lock.withLock {
      self.nextId += 1
      self.continuations[self.nextId] = continuation
      return self.nextId
    }
  }

  func remove(_ id: Int) {
    self.lock.withLock {
      _ = self.continuations.removeValue(forKey: id)
    }
  }

  var unavailability: String? {
    self.lock.withLock { self.reason }
  }

  func setUnavailability(_ reason: String?) {
    self.lock.withLock { self.reason = reason }
  }

  func all() -> [(Int, AsyncStream<AnimalsChange>.Continuation)] {
    self.lock.withLock {
      self.continuations.map { ($0.key, $0.value) }
    }
  }
}
