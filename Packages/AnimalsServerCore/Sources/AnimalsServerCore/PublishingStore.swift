public import AnimalsData

/// A store that publishes each mutation it committed to a change feed: how a server on a
/// database only it writes to (a SQLite file) tells its clients about every change. A server on
/// PostgreSQL relays the database's notifications instead, which also carry other servers' writes.
public struct PublishingStore<Base: PersistentSessionPersistentStore>: PersistentSessionPersistentStore {
  /// The store every call goes to.
  public let base: Base
  /// Where committed changes go.
  public let feed: AnimalsChangeFeed

  /// A store that forwards every call to `base` and publishes its committed mutations to `feed`.
  public init(base: Base, feed: AnimalsChangeFeed) {
    self.base = base
    self.feed = feed
  }

  /// The base store's animals; a query publishes nothing.
  public func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.base.fetchAnimalsQuery()
  }

  /// The base store's categories; a query publishes nothing.
  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.base.fetchCategoriesQuery()
  }

  /// Adds the animal in the base store, then publishes `animalAdded`.
  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let animal = try await self.base.addAnimalMutation(name: name, diet: diet, categoryId: categoryId)
    self.feed.publish(.animalAdded(animal))
    return animal
  }

  /// Updates the animal in the base store, then publishes `animalUpdated`.
  public func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    let animal = try await self.base.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
    self.feed.publish(.animalUpdated(animal))
    return animal
  }

  /// Deletes the animal in the base store, then publishes `animalDeleted`.
  public func deleteAnimalMutation(animalId: String) async throws -> Animal {
    let animal = try await self.base.deleteAnimalMutation(animalId: animalId)
    self.feed.publish(.animalDeleted(animalId: animal.animalId))
    return animal
  }

  /// Reloads the sample data in the base store, then publishes `sampleDataReloaded`.
  public func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) {
    let result = try await self.base.reloadSampleDataMutation()
    self.feed.publish(.sampleDataReloaded)
    return result
  }
}
