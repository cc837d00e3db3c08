import GRDB

/// The SQLite schema and statements of the Animals database.
///
/// The sample data is inserted by a migration, so it is seeded exactly once per database file:
/// reopening never brings back animals the user deleted or overwrites their edits.
package enum AnimalsDatabase {
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createCategoryAndAnimal") { db in
      try db.execute(sql: """
        CREATE TABLE category (
          categoryId TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL
        );
        CREATE TABLE animal (
          animalId TEXT PRIMARY KEY NOT NULL,
          name TEXT NOT NULL,
          diet TEXT NOT NULL CHECK (diet IN ('Herbivore', 'Carnivore', 'Omnivore')),
          categoryId TEXT NOT NULL REFERENCES category(categoryId)
        );
        CREATE INDEX animal_categoryId ON animal(categoryId);
        """)
    }
    migrator.registerMigration("seedSampleData") { db in
      try self.insertSampleData(db)
    }
    return migrator
  }

  package static func fetchCategories(_ db: Database) throws -> Array<Category> {
    var categories = Array<Category>()
    let rows = try Row.fetchCursor(db, sql: "SELECT categoryId, name FROM category")
    while let row = try rows.next() {
      // Throwing decodes: a value of the wrong type in the file is an error, not a trap.
      categories.append(Category(categoryId: try row.decode(atIndex: 0), name: try row.decode(atIndex: 1)))
    }
    return categories
  }

  package static func fetchAnimals(_ db: Database) throws -> Array<Animal> {
    var animals = Array<Animal>()
    let rows = try Row.fetchCursor(db, sql: "SELECT animalId, name, diet, categoryId FROM animal")
    while let row = try rows.next() {
      animals.append(try self.animal(row))
    }
    return animals
  }

  package static func fetchAnimal(animalId: Animal.ID, _ db: Database) throws -> Animal? {
    let row = try Row.fetchOne(
      db,
      sql: "SELECT animalId, name, diet, categoryId FROM animal WHERE animalId = ?",
      arguments: [animalId]
    )
    return try row.map(self.animal)
  }

  package static func categoryExists(categoryId: Category.ID, _ db: Database) throws -> Bool {
    try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM category WHERE categoryId = ?)", arguments: [categoryId]) ?? false
  }

  package static func insert(_ animal: Animal, _ db: Database) throws {
    try db.execute(
      sql: "INSERT INTO animal (animalId, name, diet, categoryId) VALUES (?, ?, ?, ?)",
      arguments: [animal.animalId, animal.name, animal.diet.rawValue, animal.categoryId]
    )
  }

  package static func update(_ animal: Animal, _ db: Database) throws {
    try db.execute(
      sql: "UPDATE animal SET name = ?, diet = ?, categoryId = ? WHERE animalId = ?",
      arguments: [animal.name, animal.diet.rawValue, animal.categoryId, animal.animalId]
    )
  }

  package static func delete(animalId: Animal.ID, _ db: Database) throws {
    try db.execute(sql: "DELETE FROM animal WHERE animalId = ?", arguments: [animalId])
  }

  /// Replaces every row with the sample data.
  package static func replaceWithSampleData(_ db: Database) throws {
    // Animals first: they reference categories.
    try db.execute(sql: "DELETE FROM animal; DELETE FROM category")
    try self.insertSampleData(db)
  }

  private static func insertSampleData(_ db: Database) throws {
    for category in Category.samples {
      try db.execute(
        sql: "INSERT INTO category (categoryId, name) VALUES (?, ?)",
        arguments: [category.categoryId, category.name]
      )
    }
    for animal in Animal.samples {
      try self.insert(animal, db)
    }
  }

  private static func animal(_ row: Row) throws -> Animal {
    let animalId: String = try row.decode(atIndex: 0)
    let rawDiet: String = try row.decode(atIndex: 2)
    guard let diet = Animal.Diet(rawValue: rawDiet) else {
      throw LocalStoreError(
        code: .databaseError,
        message: "The animal \"\(animalId)\" has an unknown diet \"\(rawDiet)\" in the database."
      )
    }
    return Animal(animalId: animalId, name: try row.decode(atIndex: 1), diet: diet, categoryId: try row.decode(atIndex: 3))
  }
}
