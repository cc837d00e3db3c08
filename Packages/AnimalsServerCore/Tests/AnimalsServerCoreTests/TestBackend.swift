import AnimalsData
import AnimalsPostgres
import Foundation
import PostgresSupport
import PostgresSupportTesting
import TestSupport
import Testing

/// The databases the server's protocol tests run on: SQLite always, and PostgreSQL whenever
/// `ANIMALS_POSTGRES_URL` is set (`Scripts/test` always sets it, so there both run).
enum Backend: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case sqlite
  case postgres

  static var all: [Backend] {
    PostgresTestServer.isConfigured ? Self.allCases : [.sqlite]
  }

  var testDescription: String {
    self.rawValue
  }

  /// Runs `body` with a fresh database of this kind, then discards it and closes its stores.
  func withDatabase<T: Sendable>(_ body: @Sendable (TestDatabase) async throws -> T) async throws -> T {
    switch self {
    case .sqlite:
      let file = try TemporaryDatabase.animals()
      let database = TestDatabase(location: .file(file))
      return try await body(database)
    case .postgres:
      return try await PostgresTestServer.withFreshDatabase { url in
        let database = TestDatabase(location: .postgres(url))
        do {
          let result = try await body(database)
          await database.close()
          return result
        } catch {
          await database.close()
          throw error
        }
      }
    }
  }
}

/// One fresh test database; every `makeStore()` opens it again, as another server would.
final class TestDatabase: Sendable {
  enum Location: Sendable {
    case file(TemporaryDatabase)
    case postgres(String)
  }

  let location: Location
  private let opened = OpenedPostgresStores()

  init(location: Location) {
    self.location = location
  }

  func makeStore() async throws -> AnyPersistentStore {
    switch self.location {
    case .file(let file):
      return AnyPersistentStore(try file.makeStore())
    case .postgres(let url):
      let store = try await PostgresStore.open(configuration: try PostgresConfiguration(url: url))
      await self.opened.append(store)
      return AnyPersistentStore(store)
    }
  }

  func close() async {
    await self.opened.closeAll()
  }
}

private actor OpenedPostgresStores {
  private var stores: [PostgresStore] = []

  func append(_ store: PostgresStore) {
    self.stores.append(store)
  }

  func closeAll() async {
    for store in self.stores {
      await store.close()
    }
    self.stores = []
  }
}
