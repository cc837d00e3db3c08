public import AnimalsData
import PostgresNIO
import PostgresSupport

extension PostgresStore {
  /// Runs `work` on a pooled connection, within the operation timeout.
  private func read<T: Sendable>(
    _ what: String,
    _ work: @escaping @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    do {
      return try await self.pool.withConnection(deadline: self.operationTimeout, work)
    } catch {
      throw PostgresFailure.wrap(error, what)
    }
  }

  /// Runs `work` in one transaction, within the operation timeout: it commits entirely or
  /// not at all (a deadline passed before the commit reached the server rolls it back).
  private func write<T: Sendable>(
    _ what: String,
    _ work: @escaping @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    let logger = self.logger
    do {
      return try await self.pool.withConnection(deadline: self.operationTimeout) { connection in
        try await connection.withTransaction(logger: logger) { connection in
          try await work(connection)
        }
      }
    } catch {
      throw PostgresFailure.wrap(error, what)
    }
  }

  private static func validate(name: String, categoryId: Category.ID, _ connection: PostgresConnection, logger: Logger) async throws {
    try LocalStoreError.checkName(name)
    guard try await PostgresStatements.categoryExists(categoryId: categoryId, connection, logger: logger) else {
      throw LocalStoreError.categoryNotFound(categoryId)
    }
  }
}

extension PostgresStore: PersistentSessionPersistentStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    let logger = self.logger
    return try await self.read("read the animals") { connection in
      try await PostgresStatements.fetchAnimals(connection, logger: logger)
    }
  }

  public func fetchCategoriesQuery() async throws -> [AnimalsData.Category] {
    let logger = self.logger
    return try await self.read("read the categories") { connection in
      try await PostgresStatements.fetchCategories(connection, logger: logger)
    }
  }

  public func addAnimalMutation(
    name: String,
    diet: Animal.Diet,
    categoryId: Category.ID
  ) async throws -> Animal {
    let animal = Animal(animalId: self.idGenerator(), name: name, diet: diet, categoryId: categoryId)
    let logger = self.logger
    return try await self.write("add the animal \"\(name)\"") { connection in
      try await Self.validate(name: name, categoryId: categoryId, connection, logger: logger)
      try await PostgresStatements.insert(animal, connection, logger: logger)
      try await PostgresStatements.notify(.init(kind: .animalAdded, animal: animal), connection, logger: logger)
      return animal
    }
  }

  public func updateAnimalMutation(
    animalId: Animal.ID,
    name: String,
    diet: Animal.Diet,
    categoryId: Category.ID
  ) async throws -> Animal {
    let logger = self.logger
    return try await self.write("update the animal \"\(animalId)\"") { connection in
      guard try await PostgresStatements.fetchAnimal(animalId: animalId, lock: true, connection, logger: logger) != nil else {
        throw LocalStoreError.animalNotFound(animalId)
      }
      try await Self.validate(name: name, categoryId: categoryId, connection, logger: logger)
      let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
      try await PostgresStatements.update(animal, connection, logger: logger)
      try await PostgresStatements.notify(.init(kind: .animalUpdated, animal: animal), connection, logger: logger)
      return animal
    }
  }

  public func deleteAnimalMutation(animalId: Animal.ID) async throws -> Animal {
    let logger = self.logger
    return try await self.write("delete the animal \"\(animalId)\"") { connection in
      guard let animal = try await PostgresStatements.fetchAnimal(animalId: animalId, lock: true, connection, logger: logger) else {
        throw LocalStoreError.animalNotFound(animalId)
      }
      try await PostgresStatements.delete(animalId: animalId, connection, logger: logger)
      try await PostgresStatements.notify(.init(kind: .animalDeleted, animalId: animalId), connection, logger: logger)
      return animal
    }
  }

  public func reloadSampleDataMutation() async throws -> (
    animals: [Animal],
    categories: [AnimalsData.Category]
  ) {
    let logger = self.logger
    try await self.write("reload the sample data") { connection in
      try await PostgresStatements.replaceWithSampleData(connection, logger: logger)
      try await PostgresStatements.notify(.init(kind: .sampleDataReloaded), connection, logger: logger)
    }
    return (animals: Animal.samples, categories: Category.samples)
  }
}
