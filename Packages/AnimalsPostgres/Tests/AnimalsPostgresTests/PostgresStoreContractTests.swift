import AnimalsData
import AnimalsPostgres
import AnimalsStoreContract
import PostgresSupport
import PostgresSupportTesting
import Testing

/// PostgreSQL as a backend of the store contract: each fresh database is a new database on the
/// test server, and every `open` is a new `PostgresStore` (its own connection pool) on it.
struct PostgresBackend: StoreContractBackend {
  func withFreshDatabase(_ body: @Sendable (StoreContractDatabase) async throws -> Void) async throws {
    try await PostgresTestServer.withFreshDatabase { url in
      let opened = OpenedStores()
      do {
        try await body(
          StoreContractDatabase { idGenerator in
            let configuration = try PostgresConfiguration(url: url)
            let store =
              if let idGenerator {
                try await PostgresStore.open(configuration: configuration, idGenerator: idGenerator)
              } else {
                try await PostgresStore.open(configuration: configuration)
              }
            await opened.append(store)
            return store
          }
        )
        await opened.closeAll()
      } catch {
        await opened.closeAll()
        throw error
      }
    }
  }
}

/// The stores a check opened, closed before its database is dropped.
actor OpenedStores {
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

/// The store contract every backend shares, on PostgreSQL.
@Suite(.enabled(if: PostgresTestServer.isConfigured, "needs ANIMALS_POSTGRES_URL (Scripts/test and Scripts/with-postgres set it)"))
struct PostgresStoreContractTests {
  @Test(arguments: StoreContract.checks)
  func postgresStoreKeepsTheStoreContract(_ check: StoreContractCheck) async throws {
    try await check.run(on: PostgresBackend())
  }
}
