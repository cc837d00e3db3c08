import AnimalsData
import Foundation
import Testing

/// The behaviour every Animals persistent store shares, whatever database it runs on: the same
/// operations, the same `LocalStoreError` codes and messages, seeding once, all-or-nothing
/// mutations, and no write lost when several stores (processes) share one database.
public enum StoreContract {
  /// Every check, in a stable order.
  public static let checks: [StoreContractCheck] = [
    StoreContractCheck("a new database is seeded with the sample data", aNewDatabaseIsSeeded),
    StoreContractCheck("adds an animal with a generated id and keeps it after reopening", addsAnAnimal),
    StoreContractCheck("new animals get distinct UUIDs by default", newAnimalsGetDistinctUUIDs),
    StoreContractCheck("updates an animal and keeps the change after reopening", updatesAnAnimal),
    StoreContractCheck("deletes an animal, returns it and keeps it deleted after reopening", deletesAnAnimal),
    StoreContractCheck("reloading replaces every change with the sample data", reloadingReplacesEveryChange),
    StoreContractCheck("reopening never seeds again over the users' changes", reopeningNeverSeedsAgain),
    StoreContractCheck("updating an unknown animal throws animalNotFound and changes nothing", updatingAnUnknownAnimal),
    StoreContractCheck("deleting an unknown animal throws animalNotFound and changes nothing", deletingAnUnknownAnimal),
    StoreContractCheck("an empty name is refused and nothing changes", anEmptyNameIsRefused),
    StoreContractCheck("an unknown category is refused and nothing changes", anUnknownCategoryIsRefused),
    StoreContractCheck("a repeated generated id is refused and keeps the first animal", aRepeatedIdIsRefused),
    StoreContractCheck("stores opened together on one database seed it once", storesOpenedTogetherSeedOnce),
    StoreContractCheck("concurrent writes through two stores are all kept", concurrentWritesAreAllKept),
  ]

  static func contents(
    _ store: any PersistentSessionPersistentStore
  ) async throws -> (animals: Set<Animal>, categories: Set<AnimalsData.Category>) {
    (Set(try await store.fetchAnimalsQuery()), Set(try await store.fetchCategoriesQuery()))
  }

  static let samples = (animals: Set(Animal.samples), categories: Set(Category.samples))

  static func aNewDatabaseIsSeeded(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    let (animals, categories) = try await self.contents(store)
    #expect(animals == self.samples.animals)
    #expect(categories == self.samples.categories)
    #expect(try await store.fetchAnimalsQuery().count == 6)
    #expect(try await store.fetchCategoriesQuery().count == 6)
  }

  static func addsAnAnimal(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(eagle == Animal(animalId: "animal-1", name: "Eagle", diet: .carnivorous, categoryId: "Bird"))
    let owl = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    #expect(owl.animalId == "animal-2")
    let expected = self.samples.animals.union([eagle, owl])
    #expect(try await self.contents(store).animals == expected)
    #expect(try await self.contents(try await database.open(StoreContractIds())).animals == expected)
  }

  static func newAnimalsGetDistinctUUIDs(_ database: StoreContractDatabase) async throws {
    let store = try await database.open()
    let first = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let second = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(first.animalId != second.animalId)
    #expect(UUID(uuidString: first.animalId) != nil && UUID(uuidString: second.animalId) != nil)
  }

  static func updatesAnAnimal(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    let wolf = try await store.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile")
    #expect(wolf == Animal(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile"))
    let expected = Set([wolf] + Animal.samples.filter { $0 != .dog })
    #expect(try await self.contents(store).animals == expected)
    #expect(try await self.contents(try await database.open(StoreContractIds())).animals == expected)
  }

  static func deletesAnAnimal(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    #expect(try await store.deleteAnimalMutation(animalId: "Bibbon") == .gibbon)
    let expected = Set(Animal.samples.filter { $0 != .gibbon })
    #expect(try await self.contents(store).animals == expected)
    #expect(try await self.contents(try await database.open(StoreContractIds())).animals == expected)
  }

  static func reloadingReplacesEveryChange(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    _ = try await store.updateAnimalMutation(animalId: "Dog", name: "Wolf", diet: .omnivorous, categoryId: "Reptile")
    _ = try await store.deleteAnimalMutation(animalId: "Cat")
    let (animals, categories) = try await store.reloadSampleDataMutation()
    #expect(animals == Animal.samples)
    #expect(categories == Category.samples)
    #expect(try await self.contents(store) == self.samples)
    #expect(try await self.contents(try await database.open(StoreContractIds())) == self.samples)
  }

  static func reopeningNeverSeedsAgain(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    for animal in Animal.samples {
      _ = try await store.deleteAnimalMutation(animalId: animal.animalId)
    }
    #expect(try await store.fetchAnimalsQuery().isEmpty)
    let reopened = try await database.open(StoreContractIds())
    #expect(try await reopened.fetchAnimalsQuery().isEmpty)
    let eagle = try await reopened.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(try await database.open(StoreContractIds()).fetchAnimalsQuery() == [eagle])
  }

  static func updatingAnUnknownAnimal(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    for animalId in ["Unicorn", "", "dog"] {
      let error = await #expect(throws: LocalStoreError.self) {
        _ = try await store.updateAnimalMutation(animalId: animalId, name: "X", diet: .herbivorous, categoryId: "Mammal")
      }
      #expect(error?.code == .animalNotFound)
      #expect(error?.localizedDescription == "No animal with id \"\(animalId)\".")
    }
    #expect(try await self.contents(store).animals == self.samples.animals)
  }

  static func deletingAnUnknownAnimal(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    let error = await #expect(throws: LocalStoreError.self) {
      _ = try await store.deleteAnimalMutation(animalId: "Unicorn")
    }
    #expect(error?.code == .animalNotFound)
    #expect(error?.localizedDescription == "No animal with id \"Unicorn\".")
    #expect(try await self.contents(store).animals == self.samples.animals)
  }

  static func anEmptyNameIsRefused(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    for name in ["", " ", "\n\t"] {
      let added = await #expect(throws: LocalStoreError.self) {
        _ = try await store.addAnimalMutation(name: name, diet: .carnivorous, categoryId: "Bird")
      }
      #expect(added?.code == .emptyName)
      #expect(added?.localizedDescription == "An animal needs a name.")
      let updated = await #expect(throws: LocalStoreError.self) {
        _ = try await store.updateAnimalMutation(animalId: "Dog", name: name, diet: .carnivorous, categoryId: "Mammal")
      }
      #expect(updated?.code == .emptyName)
    }
    #expect(try await self.contents(store).animals == self.samples.animals)
  }

  static func anUnknownCategoryIsRefused(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(StoreContractIds())
    for categoryId in ["Dinosaur", "", "mammal"] {
      let added = await #expect(throws: LocalStoreError.self) {
        _ = try await store.addAnimalMutation(name: "Rex", diet: .carnivorous, categoryId: categoryId)
      }
      #expect(added?.code == .categoryNotFound)
      #expect(added?.localizedDescription == "No category with id \"\(categoryId)\".")
      let updated = await #expect(throws: LocalStoreError.self) {
        _ = try await store.updateAnimalMutation(animalId: "Dog", name: "Dog", diet: .carnivorous, categoryId: categoryId)
      }
      #expect(updated?.code == .categoryNotFound)
    }
    #expect(try await self.contents(store).animals == self.samples.animals)
  }

  static func aRepeatedIdIsRefused(_ database: StoreContractDatabase) async throws {
    let store = try await database.open(idGenerator: { "same" })
    let first = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let error = await #expect(throws: LocalStoreError.self) {
      _ = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    }
    #expect(error?.code == .databaseError)
    #expect(error?.localizedDescription.hasPrefix("Could not add the animal \"Owl\"") == true)
    #expect(try await self.contents(store).animals == self.samples.animals.union([first]))
  }

  static func storesOpenedTogetherSeedOnce(_ database: StoreContractDatabase) async throws {
    let stores = try await withThrowingTaskGroup(of: (any PersistentSessionPersistentStore).self) { group in
      for _ in 0..<3 {
        group.addTask { try await database.open() }
      }
      return try await group.reduce(into: [any PersistentSessionPersistentStore]()) { $0.append($1) }
    }
    #expect(stores.count == 3)
    for store in stores {
      #expect(try await store.fetchAnimalsQuery().count == Animal.samples.count)
      #expect(try await store.fetchCategoriesQuery().count == Category.samples.count)
    }
  }

  static func concurrentWritesAreAllKept(_ database: StoreContractDatabase) async throws {
    let first = try await database.open()
    let second = try await database.open()
    let perStore = 20
    let added = try await withThrowingTaskGroup(of: Animal.self) { group in
      for index in 0..<perStore {
        group.addTask { try await first.addAnimalMutation(name: "First \(index)", diet: .herbivorous, categoryId: "Mammal") }
        group.addTask { try await second.addAnimalMutation(name: "Second \(index)", diet: .carnivorous, categoryId: "Bird") }
      }
      return try await group.reduce(into: Set<Animal>()) { $0.insert($1) }
    }
    #expect(added.count == 2 * perStore)
    #expect(try await self.contents(first).animals == self.samples.animals.union(added))
    #expect(try await self.contents(second).animals == self.samples.animals.union(added))
  }
}
