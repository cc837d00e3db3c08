public import AnimalsData
import Foundation
import ImmutableData

/// Keeps a client's state in step with a shared AnimalsServer: it follows the server's change
/// feed and dispatches what other clients commit.
///
/// On every (re)connection, and when the data was replaced, it reads all categories and
/// animals through `store` (after the feed is listening, so nothing committed meanwhile is
/// lost) and dispatches `didResynchronize`; each change in between is one `didReceiveChange`.
/// A read that fails (the server's database is down) dispatches `didFailToResynchronize`, so
/// the page says so, and reconnects; the feed's `unavailable` event (the server's database
/// does not answer) dispatches it at once. A lost connection or a failed read is retried after
/// 0.25 s, doubling up to 8 s, back to 0.25 s once a read succeeded.
public struct ChangeFeedListener<PersistentStore>: Sendable where PersistentStore: PersistentSessionPersistentStore {
  public let feed: RemoteChangeFeed
  public let store: PersistentStore

  public init(feed: RemoteChangeFeed, store: PersistentStore) {
    self.feed = feed
    self.store = store
  }

  /// The origin of what this listener dispatches (`ActionOrigin`, which DevTools records): a
  /// change relayed from the feed, or a resynchronisation's reads.
  static var changeOrigin: ActionOrigin {
    ActionOrigin(kind: .listener, name: "AnimalsFeed.ChangeFeedListener", detail: "the server's change feed")
  }

  /// Follows the feed until the calling task is cancelled, handing each action to `dispatch`.
  public func run(dispatch: @escaping @Sendable @MainActor (AnimalsAction) -> Void) async {
    await ActionOrigin.$current.withValue(Self.changeOrigin) {
      await self.follow(dispatch: dispatch)
    }
  }

  private func follow(dispatch: @escaping @Sendable @MainActor (AnimalsAction) -> Void) async {
    var delay = Duration.milliseconds(250)
    while Task.isCancelled == false {
      do {
        for try await event in self.feed.events() {
          switch event {
          case .ready:
            try await self.resynchronize(dispatch)
            delay = .milliseconds(250)
          case .unavailable(let reason):
            // Shown at once; the server ends this stream when its database is back.
            await dispatch(.data(.changeFeed(.didFailToResynchronize(error: reason))))
          case .change(.sampleDataReloaded):
            try await self.resynchronize(dispatch)
          case .change(let change):
            await dispatch(.data(.changeFeed(.didReceiveChange(change: change))))
          }
        }
      } catch {
        // Reconnect below; the next `ready` resynchronises.
      }
      guard Task.isCancelled == false else {
        return
      }
      try? await Task.sleep(for: delay)
      delay = min(delay * 2, .seconds(8))
    }
  }

  private func resynchronize(_ dispatch: @escaping @Sendable @MainActor (AnimalsAction) -> Void) async throws {
    try await ActionOrigin.$current.withValue(Self.changeOrigin.running(thunk: "resynchronize")) {
      try await self.readEverything(dispatch)
    }
  }

  /// Reads all categories and animals and dispatches them (or the failure).
  private func readEverything(_ dispatch: @escaping @Sendable @MainActor (AnimalsAction) -> Void) async throws {
    // Both reads run to their end (each is bounded by the server and the session's deadline):
    // one failing does not cancel the other mid-transfer, which FoundationNetworking on Linux
    // does not always survive (a fatal error in its task registry).
    async let categories = Self.result { try await self.store.fetchCategoriesQuery() }
    async let animals = Self.result { try await self.store.fetchAnimalsQuery() }
    let action: AnimalsAction
    do {
      let (animals, categories) = await (animals, categories)
      action = .data(.changeFeed(.didResynchronize(animals: try animals.get(), categories: try categories.get())))
    } catch {
      guard Task.isCancelled == false else { throw error }
      await dispatch(.data(.changeFeed(.didFailToResynchronize(error: error.localizedDescription))))
      throw error
    }
    await dispatch(action)
  }

  private static func result<T: Sendable>(_ work: @Sendable () async throws -> T) async -> Result<T, any Error> {
    do {
      return .success(try await work())
    } catch {
      return .failure(error)
    }
  }
}
