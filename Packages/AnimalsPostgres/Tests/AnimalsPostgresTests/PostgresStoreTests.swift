import AnimalsData
import AnimalsPostgres
import Foundation
import PostgresNIO
import PostgresSupport
import PostgresSupportTesting
import TestSupport
import Testing

/// What only the PostgreSQL store does: opening errors, its migration record, and the change
/// notifications other processes hear.
@Suite(.enabled(if: PostgresTestServer.isConfigured, "needs ANIMALS_POSTGRES_URL (Scripts/test and Scripts/with-postgres set it)"))
struct PostgresStoreTests {
  @Test func aServerThatIsNotThereFailsToOpenWithCannotOpen() async throws {
    // A port nothing listens on: bind one, read its number, close it.
    let port = try FreePort.take()
    var configuration = try PostgresConfiguration(url: "postgres://animals@127.0.0.1:\(port)/zoo?sslmode=disable")
    configuration.client.options.connectTimeout = .seconds(2)
    let error = await #expect(throws: LocalStoreError.self) {
      _ = try await PostgresStore.open(configuration: configuration)
    }
    #expect(error?.code == .cannotOpen)
    #expect(
      error?.localizedDescription.hasPrefix("Could not open the animals database at postgres://animals@127.0.0.1:\(port)/zoo") == true)
  }

  @Test func anUnknownDatabaseFailsToOpenWithTheServersReason() async throws {
    let serverURL = try #require(PostgresTestServer.url)
    var components = try #require(URLComponents(string: serverURL))
    components.path = "/no_such_database"
    let url = try #require(components.string)
    let error = await #expect(throws: LocalStoreError.self) {
      _ = try await PostgresStore.open(configuration: try PostgresConfiguration(url: url))
    }
    #expect(error?.code == .cannotOpen)
    #expect(error?.localizedDescription.contains("database \"no_such_database\" does not exist") == true)
  }

  @Test func recordsEachMigrationOnceHoweverOftenItIsOpened() async throws {
    try await PostgresTestServer.withFreshDatabase { url in
      for _ in 0..<3 {
        let store = try await PostgresStore.open(configuration: try PostgresConfiguration(url: url))
        await store.close()
      }
      let client = PostgresClient(configuration: try PostgresConfiguration(url: url).client)
      let names = try await withThrowingTaskGroup(of: [String]?.self) { group in
        group.addTask {
          await client.run()
          return nil
        }
        defer { group.cancelAll() }
        var names = [String]()
        let rows = try await client.query("SELECT name FROM animals_migrations ORDER BY applied_at, name")
        for try await name in rows.decode(String.self) {
          names.append(name)
        }
        return names
      }
      #expect(names.sorted() == ["createCategoryAndAnimal", "seedSampleData"])
    }
  }

  @Test func anotherStoreHearsEveryCommittedChangeInOrder() async throws {
    try await PostgresTestServer.withFreshDatabase { url in
      let configuration = try PostgresConfiguration(url: url)
      let writer = try await PostgresStore.open(configuration: configuration, idGenerator: { "eagle" })
      let listener = try await PostgresStore.open(configuration: configuration)
      let heard = HeardChanges()
      let (listening, listeningContinuation) = AsyncStream<Void>.makeStream()
      let listen = Task {
        try await listener.listenForChanges(onListening: { listeningContinuation.finish() }) { change in
          await heard.append(change)
        }
      }
      for await _ in listening {}
      let eagle = try await writer.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      // A refused mutation is rolled back: nothing is sent.
      _ = try? await writer.addAnimalMutation(name: " ", diet: .carnivorous, categoryId: "Bird")
      let wolf = try await writer.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Mammal")
      _ = try await writer.deleteAnimalMutation(animalId: "eagle")
      _ = try await writer.reloadSampleDataMutation()
      let changes = await heard.waitFor(count: 4, seconds: 10)
      listen.cancel()
      try await listen.value
      #expect(changes == [.animalAdded(eagle), .animalUpdated(wolf), .animalDeleted(animalId: "eagle"), .sampleDataReloaded])
      await writer.close()
      await listener.close()
    }
  }

  @Test func aChangeTooLongForANotificationIsReadBackFromTheDatabase() async throws {
    try await PostgresTestServer.withFreshDatabase { url in
      let configuration = try PostgresConfiguration(url: url)
      // Names are at most 200 scalars, so only an id this long overflows a notification's
      // 7000 bytes; PostgreSQL compresses the repetitive key in its index.
      let longId = String(repeating: "x", count: 7_200)
      let writer = try await PostgresStore.open(configuration: configuration, idGenerator: { longId })
      let listener = try await PostgresStore.open(configuration: configuration)
      let heard = HeardChanges()
      let (listening, listeningContinuation) = AsyncStream<Void>.makeStream()
      let listen = Task {
        try await listener.listenForChanges(onListening: { listeningContinuation.finish() }) { change in
          await heard.append(change)
        }
      }
      for await _ in listening {}
      let long = try await writer.addAnimalMutation(name: "Eagle", diet: .herbivorous, categoryId: "Bird")
      #expect(long.animalId == longId)
      let changes = await heard.waitFor(count: 1, seconds: 10)
      listen.cancel()
      try await listen.value
      #expect(changes == [.animalAdded(long)])
      await writer.close()
      await listener.close()
    }
  }
}

/// The changes a listener heard, awaited with a bounded wait.
actor HeardChanges {
  private var changes: [AnimalsChange] = []

  func append(_ change: AnimalsChange) {
    self.changes.append(change)
  }

  /// The changes once there are `count`, or what arrived within `seconds`.
  func waitFor(count: Int, seconds: Int) async -> [AnimalsChange] {
    _ = await eventually(within: .seconds(seconds), every: .milliseconds(50)) { self.changes.count >= count }
    return self.changes
  }
}

/// A loopback port that nothing listens on (bound, read, closed).
enum FreePort {
  static func take() throws -> Int {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socket >= 0 else { throw POSIXError(.EMFILE) }
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
    }
    guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
    return Int(UInt16(bigEndian: address.sin_port))
  }
}
