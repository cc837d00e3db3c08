import AnimalsData
import AnimalsFeed
import AnimalsPostgres
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import PostgresSupport
import PostgresSupportTesting
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `GET /animals/api/events` on live servers: every committed change reaches every client, on
/// SQLite (the server publishes its own writes) and on PostgreSQL (the server relays the
/// database's notifications, so it also carries other servers' writes).
@Suite(.timeLimit(.minutes(2))) struct ChangeFeedTests {
  typealias Remote = RemoteStore<NetworkSession<URLSession>>

  static func remote(port: Int?) throws -> Remote {
    let port = try #require(port)
    let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
    return RemoteStore(session: NetworkSession(urlSession: URLSession(configuration: .ephemeral)), baseURL: baseURL)
  }

  /// Runs `body` with the port of a live server on `database`, wired as `animals-server` wires it.
  static func live<T: Sendable>(
    _ backend: Backend,
    _ database: TestDatabase,
    _ body: @Sendable (Int?) async throws -> T
  ) async throws -> T {
    switch database.location {
    case .file:
      return try await TestServer.application(store: database.makeStore()).test(.live) { client in
        try await body(client.port)
      }
    case .postgres(let url):
      let store = try await PostgresStore.open(configuration: try PostgresConfiguration(url: url))
      let changes = AnimalsChangeFeed()
      let (listening, listeningContinuation) = AsyncStream<Void>.makeStream()
      let relay = Task {
        await AnimalsChangeRelay.run(into: changes, logger: TestServer.logger) { onListening, receive in
          try await store.listenForChanges(
            onListening: {
              await onListening()
              listeningContinuation.finish()
            },
            receive
          )
        }
      }
      defer { relay.cancel() }
      // The relay listens before the first change is made.
      for await _ in listening {}
      let app = AnimalsServer.makeApplication(store: store, changes: changes, host: "127.0.0.1", port: 0, logger: TestServer.logger)
      let result = try await app.test(.live) { client in
        try await body(client.port)
      }
      relay.cancel()
      await relay.value
      await store.close()
      return result
    }
  }

  /// Collects `count` events of the feed at `port` while `act` runs, within 15 s.
  static func events(
    port: Int?,
    count: Int,
    act: @Sendable () async throws -> Void
  ) async throws -> [RemoteChangeFeed.Event] {
    let port = try #require(port)
    let feed = RemoteChangeFeed(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
    return try await withThrowingTaskGroup(of: [RemoteChangeFeed.Event]?.self) { group in
      let (ready, readyContinuation) = AsyncStream<Void>.makeStream()
      group.addTask {
        var events = [RemoteChangeFeed.Event]()
        for try await event in feed.events() {
          if event == .ready {
            readyContinuation.finish()
            continue
          }
          events.append(event)
          if events.count == count {
            break
          }
        }
        return events
      }
      group.addTask {
        try await Task.sleep(for: .seconds(15))
        return nil
      }
      for await _ in ready {}
      try await act()
      let first = try await group.next() ?? nil
      group.cancelAll()
      return try #require(first, "the feed did not send \(count) changes within 15 s")
    }
  }

  @Test(arguments: Backend.all)
  func aClientHearsEveryChangeCommittedThroughTheServer(backend: Backend) async throws {
    try await backend.withDatabase { database in
      try await Self.live(backend, database) { port in
        let remote = try Self.remote(port: port)
        let box = AddedAnimal()
        let events = try await Self.events(port: port, count: 4) {
          let eagle = try await remote.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
          await box.set(eagle)
          // Refused: nothing is published.
          _ = try? await remote.addAnimalMutation(name: "Ghost", diet: .carnivorous, categoryId: "Ghosts")
          _ = try await remote.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")
          _ = try await remote.deleteAnimalMutation(animalId: eagle.animalId)
          _ = try await remote.reloadSampleDataMutation()
        }
        let eagle = try #require(await box.animal)
        #expect(
          events == [
            .change(.animalAdded(eagle)),
            .change(.animalUpdated(Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal"))),
            .change(.animalDeleted(animalId: eagle.animalId)),
            .change(.sampleDataReloaded),
          ])
      }
    }
  }

  @Test(.enabled(if: PostgresTestServer.isConfigured, "needs ANIMALS_POSTGRES_URL (Scripts/test sets it)"))
  func aClientOfOneServerHearsAWriteMadeThroughAnotherServerOnTheSameDatabase() async throws {
    try await Backend.postgres.withDatabase { database in
      try await Self.live(.postgres, database) { portA in
        try await Self.live(.postgres, database) { portB in
          let remoteA = try Self.remote(port: portA)
          let box = AddedAnimal()
          let events = try await Self.events(port: portB, count: 2) {
            let owl = try await remoteA.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
            await box.set(owl)
            _ = try await remoteA.deleteAnimalMutation(animalId: owl.animalId)
          }
          let owl = try #require(await box.animal)
          #expect(events == [.change(.animalAdded(owl)), .change(.animalDeleted(animalId: owl.animalId))])
        }
      }
    }
  }

  @Test func whileTheRelayCannotListenClientsAreToldSoInPlaceOfReady() async throws {
    let database = try TemporaryDatabase.animals()
    let changes = AnimalsChangeFeed()
    let attempts = ListenAttempts()
    let (databaseBack, bringDatabaseBack) = AsyncStream<Void>.makeStream()
    // The first listening fails (the database does not answer); the next listens once the
    // test brings the database back, until cancelled.
    let relay = Task {
      await AnimalsChangeRelay.run(into: changes, logger: TestServer.logger) { onListening, _ in
        if await attempts.next() == 1 {
          throw URLError(.timedOut)
        }
        for await _ in databaseBack {}
        await onListening()
        try await Task.sleep(for: .seconds(3600))
      }
    }
    defer { relay.cancel() }
    #expect(await eventually { changes.unavailability != nil })
    #expect(changes.unavailability == AnimalsChangeRelay.unavailableMessage)
    let app = AnimalsServer.makeApplication(
      store: try database.makeStore(), changes: changes, host: "127.0.0.1", port: 0, logger: TestServer.logger)
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let feed = RemoteChangeFeed(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
      // Connected during the outage: told at once; the stream ends when the relay listens again.
      var events: [RemoteChangeFeed.Event] = []
      for try await event in feed.events() {
        events.append(event)
        if events.count == 1 {
          bringDatabaseBack.finish()
        }
      }
      #expect(events == [.unavailable(AnimalsChangeRelay.unavailableMessage)])
      #expect(changes.unavailability == nil)
      // The next connection starts ready.
      var first: RemoteChangeFeed.Event?
      for try await event in feed.events() {
        first = event
        break
      }
      #expect(first == .ready)
    }
  }

  @Test func theFeedIsAnEventStreamThatStartsReady() async throws {
    let database = try TemporaryDatabase.animals()
    try await TestServer.application(store: database.makeStore()).test(.live) { client in
      let port = try #require(client.port)
      let feed = RemoteChangeFeed(baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))
      var first: RemoteChangeFeed.Event?
      for try await event in feed.events() {
        first = event
        break
      }
      #expect(first == .ready)
    }
  }
}

private actor AddedAnimal {
  private(set) var animal: Animal?

  func set(_ animal: Animal) {
    self.animal = animal
  }
}

/// Counts a relay's attempts to listen.
private actor ListenAttempts {
  private var count = 0

  func next() -> Int {
    self.count += 1
    return self.count
  }
}
