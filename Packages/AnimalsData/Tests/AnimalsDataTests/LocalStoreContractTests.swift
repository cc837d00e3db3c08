import AnimalsData
import AnimalsStoreContract
import Foundation
import TestSupport
import Testing

/// SQLite files as a backend of the store contract: each fresh database is a new file in its
/// own temporary folder, and every `open` is a new `LocalStore` on that file.
struct SQLiteBackend: StoreContractBackend {
  func withFreshDatabase(_ body: @Sendable (StoreContractDatabase) async throws -> Void) async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let url = database.url
    try await body(
      StoreContractDatabase { idGenerator in
        if let idGenerator {
          return try LocalStore<UUID>(url: url, idGenerator: idGenerator)
        }
        return try LocalStore<UUID>(url: url)
      }
    )
    // The folder is removed when `database` ends; keep it until the body is done.
    _ = database.directory
  }
}

/// The store contract every backend shares, on SQLite.
@Suite struct LocalStoreContractTests {
  @Test(arguments: StoreContract.checks)
  func localStoreKeepsTheStoreContract(_ check: StoreContractCheck) async throws {
    try await check.run(on: SQLiteBackend())
  }
}
