import AnimalsData
import Logging
import PostgresNIO

/// The SQL of every Animals operation on PostgreSQL. Values are always bound, never spliced.
enum PostgresStatements {
  static func fetchCategories(_ connection: PostgresConnection, logger: Logger) async throws -> [AnimalsData.Category] {
    var categories = [AnimalsData.Category]()
    let rows = try await connection.query("SELECT category_id, name FROM category", logger: logger)
    for try await (categoryId, name) in rows.decode((String, String).self) {
      categories.append(AnimalsData.Category(categoryId: categoryId, name: name))
    }
    return categories
  }

  static func fetchAnimals(_ connection: PostgresConnection, logger: Logger) async throws -> [Animal] {
    var animals = [Animal]()
    let rows = try await connection.query("SELECT animal_id, name, diet, category_id FROM animal", logger: logger)
    for try await row in rows.decode((String, String, String, String).self) {
      animals.append(try self.animal(row))
    }
    return animals
  }

  /// The animal with `animalId`; `lock` holds its row until the transaction ends.
  static func fetchAnimal(
    animalId: Animal.ID,
    lock: Bool = false,
    _ connection: PostgresConnection,
    logger: Logger
  ) async throws -> Animal? {
    let rows = try await connection.query(
      lock
        ? "SELECT animal_id, name, diet, category_id FROM animal WHERE animal_id = \(animalId) FOR UPDATE"
        : "SELECT animal_id, name, diet, category_id FROM animal WHERE animal_id = \(animalId)",
      logger: logger
    )
    for try await row in rows.decode((String, String, String, String).self) {
      return try self.animal(row)
    }
    return nil
  }

  /// Whether the category exists; `FOR KEY SHARE` (the lock a foreign key check takes) keeps
  /// it from being deleted before the commit without blocking other writers of the category.
  static func categoryExists(categoryId: Category.ID, _ connection: PostgresConnection, logger: Logger) async throws -> Bool {
    let rows = try await connection.query(
      "SELECT 1 FROM category WHERE category_id = \(categoryId) FOR KEY SHARE",
      logger: logger
    )
    for try await _ in rows {
      return true
    }
    return false
  }

  static func insert(_ animal: Animal, _ connection: PostgresConnection, logger: Logger) async throws {
    try await connection.query(
      """
      INSERT INTO animal (animal_id, name, diet, category_id)
      VALUES (\(animal.animalId), \(animal.name), \(animal.diet.rawValue), \(animal.categoryId))
      """,
      logger: logger
    )
  }

  static func update(_ animal: Animal, _ connection: PostgresConnection, logger: Logger) async throws {
    try await connection.query(
      """
      UPDATE animal SET name = \(animal.name), diet = \(animal.diet.rawValue), category_id = \(animal.categoryId)
      WHERE animal_id = \(animal.animalId)
      """,
      logger: logger
    )
  }

  static func delete(animalId: Animal.ID, _ connection: PostgresConnection, logger: Logger) async throws {
    try await connection.query("DELETE FROM animal WHERE animal_id = \(animalId)", logger: logger)
  }

  /// Replaces every row with the sample data.
  static func replaceWithSampleData(_ connection: PostgresConnection, logger: Logger) async throws {
    // Animals first: they reference categories.
    try await connection.query("DELETE FROM animal", logger: logger)
    try await connection.query("DELETE FROM category", logger: logger)
    try await self.insertSampleData(connection, logger: logger)
  }

  static func insertSampleData(_ connection: PostgresConnection, logger: Logger) async throws {
    for category in Category.samples {
      try await connection.query(
        "INSERT INTO category (category_id, name) VALUES (\(category.categoryId), \(category.name))",
        logger: logger
      )
    }
    for animal in Animal.samples {
      try await self.insert(animal, connection, logger: logger)
    }
  }

  /// Sends `change` to every listener of the changes channel when the transaction commits
  /// (PostgreSQL holds notifications until then and drops them on rollback).
  static func notify(_ change: PostgresChangeNotice, _ connection: PostgresConnection, logger: Logger) async throws {
    try await connection.query(
      "SELECT pg_notify(\(PostgresStore.changesChannel), \(change.payload))",
      logger: logger
    )
  }

  private static func animal(_ row: (String, String, String, String)) throws -> Animal {
    let (animalId, name, rawDiet, categoryId) = row
    guard let diet = Animal.Diet(rawValue: rawDiet) else {
      throw LocalStoreError(
        code: .databaseError,
        message: "The animal \"\(animalId)\" has an unknown diet \"\(rawDiet)\" in the database."
      )
    }
    return Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
  }
}
