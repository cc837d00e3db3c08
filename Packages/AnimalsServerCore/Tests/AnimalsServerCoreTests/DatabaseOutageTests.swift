import AnimalsData
import AnimalsFeed
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationEssentialsCompat
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The server and its clients while the database is unavailable: `/healthz` says so, a
/// client's change feed shows the failure and recovers by itself, and the relay of a database's
/// notifications makes clients reload once it listens again.
@Suite(.timeLimit(.minutes(2))) struct DatabaseOutageTests {
  @Test func healthzAnswers503WithTheReasonWhileTheDatabaseIsUnavailable() async throws {
    let database = try TemporaryDatabase.animals()
    let outage = Outage()
    let router = AnimalsServer.makeRouter(
      store: try database.makeStore(),
      changes: AnimalsChangeFeed(),
      availability: { try outage.check() }
    )
    try await Application(router: router).test(.router) { client in
      let up = try await client.execute(uri: "/healthz", method: .get)
      #expect(up.status == .ok && String(buffer: up.body) == "ok")
      outage.set(down: true)
      let down = try await client.execute(uri: "/healthz", method: .get)
      #expect(down.status == .serviceUnavailable)
      let message = try JSONDecoder().decode(ErrorBody.self, from: down.body).error.message
      #expect(message == "The database is unavailable: Could not reach the animals database: it is down; try again.")
      outage.set(down: false)
      #expect(try await client.execute(uri: "/healthz", method: .get).status == .ok)
    }
  }

  @Test func aClientsChangeFeedShowsAFailedReloadAndReloadsByItselfOnceTheDatabaseIsBack() async throws {
    let database = try TemporaryDatabase.animals()
    let outage = Outage()
    outage.set(down: true)
    let store = OutageStore(base: try database.makeStore(), outage: outage)
    try await TestServer.application(store: store).test(.live) { client in
      let port = try #require(client.port)
      let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
      // The session the Animals module uses.
      let remote = RemoteStore(session: NetworkSession.bounded(), baseURL: baseURL)
      let listener = ChangeFeedListener(feed: RemoteChangeFeed(baseURL: baseURL), store: remote)
      let received = ReceivedActions()
      let following = Task {
        await listener.run { action in received.append(action) }
      }
      defer { following.cancel() }
      let failed = await eventually(within: .seconds(15)) {
        await received.contains { (action: AnimalsAction) -> Bool in
          if case .data(.changeFeed(.didFailToResynchronize(let error))) = action { return error.contains("503") }
          return false
        }
      }
      let afterFailure = await received.actions
      #expect(failed, "\(afterFailure)")
      outage.set(down: false)
      let reloaded = await eventually(within: .seconds(20)) {
        await received.contains { (action: AnimalsAction) -> Bool in
          if case .data(.changeFeed(.didResynchronize(let animals, _))) = action { return animals.count == Animal.samples.count }
          return false
        }
      }
      let afterRecovery = await received.actions
      #expect(reloaded, "\(afterRecovery)")
      following.cancel()
      await following.value
    }
  }

  @Test func theRelayEndsTheStreamsOfClientsThatCameBackWhileItWasNotListening() async throws {
    let feed = AnimalsChangeFeed()
    let attempts = Attempts()
    let (reconnected, reconnectedContinuation) = AsyncStream<AsyncStream<AnimalsChange>>.makeStream()
    let relay = Task {
      await AnimalsChangeRelay.run(into: feed, logger: TestServer.logger) { onListening, _ in
        if await attempts.next() == 1 {
          // The database went away: the first listen fails.
          throw TestFailure(message: "the database is down")
        }
        // A client that came back meanwhile reloaded before the relay listened again.
        reconnectedContinuation.yield(feed.subscribe())
        reconnectedContinuation.finish()
        await onListening()
        try await Task.sleep(for: .seconds(60))
      }
    }
    defer { relay.cancel() }
    var iterator = reconnected.makeAsyncIterator()
    let subscription = try #require(await iterator.next())
    // Its stream ends, so it reconnects and reloads now that changes are relayed again.
    let ended = Task {
      for await _ in subscription {}
      return true
    }
    let endedInTime = await eventually(within: .seconds(10)) { feed.subscriberCount == 0 }
    #expect(endedInTime)
    #expect(await ended.value)
    relay.cancel()
    await relay.value
  }
}

/// Whether the test's database is down now.
private final class Outage: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `isDown` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var isDown = false

  func set(down: Bool) {
    self.lock.withLock { self.isDown = down }
  }

  /// Throws what a database server that is down makes the store throw.
  func check() throws {
    if self.lock.withLock({ self.isDown }) {
      throw LocalStoreError(code: .busy, message: "Could not reach the animals database: it is down; try again.")
    }
  }
}

/// A real SQLite store that fails as busy while its `Outage` says the database is down.
private struct OutageStore<Base: PersistentSessionPersistentStore>: PersistentSessionPersistentStore {
  let base: Base
  let outage: Outage

  func fetchAnimalsQuery() async throws -> [Animal] {
    try self.outage.check()
    return try await self.base.fetchAnimalsQuery()
  }

  func fetchCategoriesQuery() async throws -> [AnimalsData.Category] {
    try self.outage.check()
    return try await self.base.fetchCategoriesQuery()
  }

  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try self.outage.check()
    return try await self.base.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
  }

  func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    try self.outage.check()
    return try await self.base.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
  }

  func deleteAnimalMutation(animalId: String) async throws -> Animal {
    try self.outage.check()
    return try await self.base.deleteAnimalMutation(animalId: animalId)
  }

  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [AnimalsData.Category]) {
    try self.outage.check()
    return try await self.base.reloadSampleDataMutation()
  }
}

/// The actions a client's change feed dispatched, in order.
@MainActor private final class ReceivedActions {
  private(set) var actions: [AnimalsAction] = []

  nonisolated init() {}

  func append(_ action: AnimalsAction) {
    self.actions.append(action)
  }

  func contains(where matches: (AnimalsAction) -> Bool) -> Bool {
    self.actions.contains(where: matches)
  }
}

private actor Attempts {
  private var count = 0

  func next() -> Int {
    self.count += 1
    return self.count
  }
}
