import Foundation
import TestSupport
import Testing

@testable import AnimalsData

/// What only the SQLite store does: memory-only databases and WAL files. The operations are
/// checked by the shared store contract (LocalStoreContractTests).
@Suite struct LocalStoreTests {
  func open(_ database: borrowing TemporaryDatabase, ids: SequentialIds = SequentialIds()) throws -> LocalStore<UUID> {
    try LocalStore<UUID>(url: database.url, idGenerator: { ids.next() })
  }

  func contents(_ store: LocalStore<UUID>) async throws -> (animals: Set<Animal>, categories: Set<AnimalsData.Category>) {
    (Set(try await store.fetchAnimalsQuery()), Set(try await store.fetchCategoriesQuery()))
  }

  @Test func anInMemoryDatabaseIsSeededAndWorksWithoutAFile() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true, idGenerator: { "memory-1" })
    #expect(try await self.contents(store) == (Set(Animal.samples), Set(Category.samples)))
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(eagle.animalId == "memory-1")
    #expect(try await self.contents(store).animals.contains(eagle))
    // Another in-memory store is a separate database.
    #expect(try await self.contents(try LocalStore<UUID>(isStoredInMemoryOnly: true)).animals == Set(Animal.samples))
  }

  @Test func usesWriteAheadLoggingForFiles() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    _ = try self.open(database)
    let header = try Data(contentsOf: database.url).prefix(20)
    // Bytes 18 and 19 of a SQLite header are 2 in WAL mode.
    #expect(header.count == 20 && header[18] == 2 && header[19] == 2)
  }
}
