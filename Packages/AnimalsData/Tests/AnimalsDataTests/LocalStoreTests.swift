@testable import AnimalsData
import Foundation
import Testing

/// Every LocalStore operation on a real temporary SQLite file.
@Suite struct LocalStoreTests {
  func open(_ database: borrowing TemporaryDatabase, ids: SequentialIds = SequentialIds()) throws -> LocalStore {
    try LocalStore(url: database.url, idGenerator: { ids.next() })
  }

  func contents(_ store: LocalStore) async throws -> (animals: Set<Animal>, categories: Set<AnimalsData.Category>) {
    (Set(try await store.fetchAnimalsQuery()), Set(try await store.fetchCategoriesQuery()))
  }

  @Test func aNewFileIsSeededWithTheSampleData() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    let (animals, categories) = try await self.contents(store)
    #expect(animals == Set(Animal.samples))
    #expect(categories == Set(Category.samples))
    #expect(try await store.fetchAnimalsQuery().count == 6)
    #expect(try await store.fetchCategoriesQuery().count == 6)
  }

  @Test func addsAnAnimalWithAGeneratedIdAndKeepsItAfterReopening() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(eagle == Animal(animalId: "animal-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
    let owl = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    #expect(owl.animalId == "animal-2")
    #expect(try await self.contents(store).animals == Set(Animal.samples + [eagle, owl]))
    #expect(try await self.contents(try self.open(database)).animals == Set(Animal.samples + [eagle, owl]))
  }

  @Test func newAnimalsGetDistinctUUIDsByDefault() async throws {
    let database = try TemporaryDatabase()
    let store = try LocalStore(url: database.url)
    let first = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let second = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(first.animalId != second.animalId)
    #expect(UUID(uuidString: first.animalId) != nil && UUID(uuidString: second.animalId) != nil)
  }

  @Test func updatesAnAnimalAndKeepsTheChangeAfterReopening() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    let wolf = try await store.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile")
    #expect(wolf == Animal(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile"))
    let expected = Set([wolf] + Animal.samples.filter { $0 != .dog })
    #expect(try await self.contents(store).animals == expected)
    #expect(try await self.contents(try self.open(database)).animals == expected)
  }

  @Test func deletesAnAnimalAndReturnsIt() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    #expect(try await store.deleteAnimalMutation(animalId: "Bibbon") == .gibbon)
    let expected = Set(Animal.samples.filter { $0 != .gibbon })
    #expect(try await self.contents(store).animals == expected)
    #expect(try await self.contents(try self.open(database)).animals == expected)
  }

  @Test func reloadingReplacesEveryChangeWithTheSampleData() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    _ = try await store.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile")
    _ = try await store.deleteAnimalMutation(animalId: "Cat")
    let (animals, categories) = try await store.reloadSampleDataMutation()
    #expect(animals == Animal.samples)
    #expect(categories == Category.samples)
    #expect(try await self.contents(store) == (Set(Animal.samples), Set(Category.samples)))
    #expect(try await self.contents(try self.open(database)) == (Set(Animal.samples), Set(Category.samples)))
  }

  @Test func reopeningNeverSeedsAgainOverTheUsersChanges() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    for animal in Animal.samples {
      _ = try await store.deleteAnimalMutation(animalId: animal.animalId)
    }
    #expect(try await store.fetchAnimalsQuery().isEmpty)
    let reopened = try self.open(database)
    #expect(try await reopened.fetchAnimalsQuery().isEmpty)
    let eagle = try await reopened.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(try await self.open(database).fetchAnimalsQuery() == [eagle])
  }

  @Test(arguments: ["Unicorn", "", "dog"])
  func updatingAnUnknownAnimalThrowsAnimalNotFoundAndChangesNothing(animalId: String) async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    await #expect {
      _ = try await store.updateAnimalMutation(animalId: animalId, name: "X", diet: .herbivorous, categoryId: "Mammal")
    } throws: { error in
      (error as? LocalStoreError)?.code == .animalNotFound && error.localizedDescription == "No animal with id \"\(animalId)\"."
    }
    #expect(try await self.contents(store).animals == Set(Animal.samples))
  }

  @Test func deletingAnUnknownAnimalThrowsAnimalNotFoundAndChangesNothing() async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    await #expect {
      _ = try await store.deleteAnimalMutation(animalId: "Unicorn")
    } throws: { error in
      (error as? LocalStore.Error)?.code == .animalNotFound && error.localizedDescription == "No animal with id \"Unicorn\"."
    }
    #expect(try await self.contents(store).animals == Set(Animal.samples))
  }

  @Test(arguments: ["", " ", "\n\t"])
  func anEmptyNameIsRefusedAndNothingChanges(name: String) async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    await #expect {
      _ = try await store.addAnimalMutation(name: name, diet: .carnivorous, categoryId: "Bird")
    } throws: { error in
      (error as? LocalStoreError)?.code == .emptyName && error.localizedDescription == "An animal needs a name."
    }
    await #expect {
      _ = try await store.updateAnimalMutation(animalId: "Dog", name: name, diet: .carnivorous, categoryId: "Mammal")
    } throws: { error in
      (error as? LocalStoreError)?.code == .emptyName
    }
    #expect(try await self.contents(store).animals == Set(Animal.samples))
  }

  @Test(arguments: ["Dinosaur", "", "mammal"])
  func anUnknownCategoryIsRefusedAndNothingChanges(categoryId: String) async throws {
    let database = try TemporaryDatabase()
    let store = try self.open(database)
    await #expect {
      _ = try await store.addAnimalMutation(name: "Rex", diet: .carnivorous, categoryId: categoryId)
    } throws: { error in
      (error as? LocalStoreError)?.code == .categoryNotFound
        && error.localizedDescription == "No category with id \"\(categoryId)\"."
    }
    await #expect {
      _ = try await store.updateAnimalMutation(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: categoryId)
    } throws: { error in
      (error as? LocalStoreError)?.code == .categoryNotFound
    }
    #expect(try await self.contents(store).animals == Set(Animal.samples))
  }

  @Test func aRepeatedGeneratedIdIsRefusedAndKeepsTheFirstAnimal() async throws {
    let database = try TemporaryDatabase()
    let store = try LocalStore(url: database.url, idGenerator: { "same" })
    let first = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    await #expect {
      _ = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    } throws: { error in
      (error as? LocalStoreError)?.code == .databaseError && error.localizedDescription.contains("Could not add the animal \"Owl\"")
    }
    #expect(try await self.contents(store).animals == Set(Animal.samples + [first]))
  }

  @Test func anInMemoryDatabaseIsSeededAndWorksWithoutAFile() async throws {
    let store = try LocalStore(isStoredInMemoryOnly: true, idGenerator: { "memory-1" })
    #expect(try await self.contents(store) == (Set(Animal.samples), Set(Category.samples)))
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(eagle.animalId == "memory-1")
    #expect(try await self.contents(store).animals.contains(eagle))
    // Another in-memory store is a separate database.
    #expect(try await self.contents(try LocalStore(isStoredInMemoryOnly: true)).animals == Set(Animal.samples))
  }

  @Test func usesWriteAheadLoggingForFiles() throws {
    let database = try TemporaryDatabase()
    _ = try self.open(database)
    let header = try Data(contentsOf: database.url).prefix(20)
    // Bytes 18 and 19 of a SQLite header are 2 in WAL mode.
    #expect(header.count == 20 && header[18] == 2 && header[19] == 2)
  }
}
