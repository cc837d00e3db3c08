public import AnimalsData

/// A store that publishes each mutation it committed to a change feed: how a server on a
/// database only it writes to (a SQLite file) tells its clients about every change. A server on
/// PostgreSQL relays the database's notifications instead, which also carry other servers' writes.
public struct PublishingStore<Base: PersistentSessionPersistentStore>: PersistentSessionPersistentStore {
  /// The store every call goes to.
  public let base: Base
  /// Where committed changes go.
  public let feed: AnimalsChangeFeed

  public init(base: Base, feed: AnimalsChangeFeed) {
    self.base = base
    self.feed = feed
  }

  public func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.base.fetchAnimalsQuery()
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.base.fetchCategoriesQuery()
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let animal = try await self.base.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
    self.feed.publish(.animalAdded(animal))
    return animal
  }

  public func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let animal = try await self.base.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    self.feed.publish(.animalUpdated(animal))
    return animal
  }

  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    let animal = try await self.base.deleteAnimalMutation(animalId: animalId)
    self.feed.publish(.animalDeleted(animalId: animal.animalId))
    return animal
  }

  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    let result = try await self.base.reloadSampleDataMutation()
    self.feed.publish(.sampleDataReloaded)
    return result
  }
}
