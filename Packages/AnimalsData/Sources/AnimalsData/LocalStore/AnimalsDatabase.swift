import Foundation
package import GRDB

/// The SQLite schema of the Animals database and its reads and writes, through the GRDB records
/// `Animal` and `Category`.
///
/// The sample data is inserted by a migration, so it is seeded exactly once per database file:
/// reopening never brings back animals the user deleted or overwrites their edits.
package enum AnimalsDatabase {
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createCategoryAndAnimal") { db in
      try db.execute(
        sql: """
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

  package static func fetchCategories(_ db: Database) throws -> [Category] {
    try Category.fetchAll(db)
  }

  package static func fetchAnimals(_ db: Database) throws -> [Animal] {
    try Animal.fetchAll(db)
  }

  package static func fetchAnimal(animalId: Animal.ID, _ db: Database) throws -> Animal? {
    try Animal.fetchOne(db, id: animalId)
  }

  package static func categoryExists(categoryId: Category.ID, _ db: Database) throws -> Bool {
    try Category.exists(db, id: categoryId)
  }

  package static func insert(_ animal: Animal, _ db: Database) throws {
    try animal.insert(db)
  }

  package static func update(_ animal: Animal, _ db: Database) throws {
    try animal.update(db)
  }

  package static func delete(animalId: Animal.ID, _ db: Database) throws {
    try Animal.deleteOne(db, id: animalId)
  }

  /// Replaces every row with the sample data.
  package static func replaceWithSampleData(_ db: Database) throws {
    // Animals first: they reference categories.
    try Animal.deleteAll(db)
    try Category.deleteAll(db)
    try self.insertSampleData(db)
  }

  private static func insertSampleData(_ db: Database) throws {
    for category in Category.samples {
      try category.insert(db)
    }
    for animal in Animal.samples {
      try animal.insert(db)
    }
  }
}

extension AnimalsDatabase {
  /// Migrates `writer` unless it is migrated. Checking first only reads, so a database another
  /// process is writing to still opens. Processes opening a new file together race to migrate
  /// it: the loser's migration fails (the tables exist) and it checks again once the winner is
  /// done, for at most 5 s. A busy database is rethrown (see LocalDatabase's `SharedDatabaseFile`).
  static func migrate(_ writer: any DatabaseWriter) throws {
    let migrator = AnimalsDatabase.migrator
    let deadline = Date().addingTimeInterval(5)
    while try writer.read(migrator.hasCompletedMigrations) == false {
      do {
        try migrator.migrate(writer)
      } catch let error as DatabaseError where error.resultCode != .SQLITE_BUSY && Date() < deadline {
        Thread.sleep(forTimeInterval: 0.1)
      }
    }
  }
}
