public import AnimalsData
public import Logging

/// Relays a database's change notifications into a change feed, listening again with backoff
/// when the listening connection fails.
public enum AnimalsChangeRelay {
  /// Runs until the calling task is cancelled. `listen(onListening, receive)` listens once and
  /// returns or throws when that ends. After a failure every feed subscription is ended (their
  /// clients reconnect and reload, so the changes missed meanwhile do not matter), then it
  /// waits (0.25 s, doubling up to 8 s, back to 0.25 s after a good start) and listens again;
  /// once listening again it ends them once more, since clients that came back while it was
  /// not listening reloaded before it could relay their changes (a database outage).
  /// From a failure until it listens again the feed is marked unavailable
  /// (``AnimalsChangeFeed/markUnavailable(_:)``), so reconnecting clients show the outage at
  /// once rather than after their reads time out.
  public static func run(
    into feed: AnimalsChangeFeed,
    logger: Logger,
    listen:
      @Sendable (
        _ onListening: @escaping @Sendable () async -> Void,
        _ receive: @escaping @Sendable (AnimalsChange) async -> Void
      ) async throws -> Void
  ) async {
    var delay = Duration.milliseconds(250)
    var hasFailed = false
    while Task.isCancelled == false {
      let listening = ListeningFlag()
      let endsSubscriptions = hasFailed
      do {
        try await listen(
          {
            await listening.set()
            // Cleared before the subscriptions end, so the clients they send back start ready.
            feed.markAvailable()
            if endsSubscriptions { feed.endEverySubscription() }
          },
          { change in feed.publish(change) }
        )
      } catch {
        logger.warning("change notifications stopped: \(String(describing: error)); listening again in \(delay)")
      }
      guard Task.isCancelled == false else {
        return
      }
      hasFailed = true
      // Marked before the subscriptions end, so the clients they send back hear why.
      feed.markUnavailable(Self.unavailableMessage)
      feed.endEverySubscription()
      if await listening.value {
        delay = .milliseconds(250)
      }
      try? await Task.sleep(for: delay)
      delay = min(delay * 2, .seconds(8))
    }
  }
}

extension AnimalsChangeRelay {
  /// What clients show while the relay cannot listen: the same outage makes every request
  /// answer 503 within the operation timeout meanwhile. No detail of the error (it could name
  /// the database's address).
  public static let unavailableMessage =
    "the Animals server's database does not answer (503 until it is back); the list may be out of date"
}

private actor ListeningFlag {
  private(set) var value = false

  func set() {
    self.value = true
  }
}
