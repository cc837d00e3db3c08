public import Foundation
import GRDB
import LocalDatabase

/// Makes the identifiers of new animals: `Foundation.UUID` in products, a counting double in
/// tests, so a test knows the id of what it adds.
public protocol IncrementalStoreUUID {
  /// The identifier's text, used as the new animal's `animalId`.
  var uuidString: String { get }

  /// A new identifier; each call makes the next one.
  init()
}

extension UUID: IncrementalStoreUUID {}

/// The Animals database on SQLite: a WAL file, or memory only.
///
/// `UUID` makes the ids of new animals (write `LocalStore<UUID>` for random ones). The schema
/// comes from a migrator and the sample data is seeded on first open only. Every operation runs
/// on GRDB's own queues, off the main actor; every mutation is one transaction, and a refused
/// mutation changes nothing.
final public actor LocalStore<UUID>: PersistentSessionPersistentStore where UUID: IncrementalStoreUUID {
  private let writer: any DatabaseWriter
  /// Overrides `UUID` when set; an internal seam for tests that need a fixed id.
  private let idGenerator: (@Sendable () -> String)?

  private init(writer: any DatabaseWriter, idGenerator: (@Sendable () -> String)?) throws {
    try AnimalsDatabase.migrate(writer)
    self.writer = writer
    self.idGenerator = idGenerator
  }
}

extension LocalStore {
  /// How long a mutation waits for another process that holds the database: 2 s, so a page
  /// post (which waits 5 s for its outcome) or a request to animals-server on a SQLite file
  /// answers that the database is busy in bounded time; a write itself takes milliseconds.
  package static var defaultBusyTimeout: TimeInterval { 2 }

  /// Opens (creating and seeding if needed) the database file at `url` in WAL mode.
  public init(url: URL) throws {
    try self.init(url: url, idGenerator: nil, busyTimeout: nil)
  }

  package init(
    url: URL,
    idGenerator: (@Sendable () -> String)? = nil,
    busyTimeout: TimeInterval? = nil
  ) throws {
    try Self.checkFolder(of: url)
    do {
      // A new file opened by several processes at once: LocalDatabase's SharedDatabaseFile.
      let pool = try SharedDatabaseFile.openPool(
        path: url.path, busyTimeout: busyTimeout ?? Self.defaultBusyTimeout, prepare: AnimalsDatabase.migrate)
      try self.init(writer: pool, idGenerator: idGenerator)
    } catch {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the animals database at \(url.path): \(Self.describe(error))"
      )
    }
  }

  /// An in-memory database when `isStoredInMemoryOnly`, else `animals.sqlite` in the
  /// application support directory.
  public init(isStoredInMemoryOnly: Bool = false) throws {
    try self.init(isStoredInMemoryOnly: isStoredInMemoryOnly, idGenerator: nil)
  }

  package init(
    isStoredInMemoryOnly: Bool,
    idGenerator: (@Sendable () -> String)?
  ) throws {
    if isStoredInMemoryOnly {
      try self.init(writer: DatabaseQueue(), idGenerator: idGenerator)
    } else {
      let url = try DefaultDatabaseLocation.url(folder: "AnimalsData", file: PersistentStoreOption.localDatabaseFileName)
      try self.init(url: url, idGenerator: idGenerator)
    }
  }

  /// SQLite only says "unable to open database file"; say which folder is the problem.
  private static func checkFolder(of url: URL) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the animals database at \(url.path): it is a folder, not a database file."
      )
    }
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the animals database at \(url.path): the folder \(folder) does not exist."
      )
    }
    guard isDirectory.boolValue else {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the animals database at \(url.path): \(folder) is a file, not a folder."
      )
    }
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the animals database at \(url.path): the folder \(folder) is not writable."
      )
    }
  }

  private static func describe(_ error: any Swift.Error) -> String {
    DatabaseFailure.describe(error)
  }
}

extension LocalStore {
  private func read<T: Sendable>(
    _ what: String,
    _ work: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    do {
      return try await self.writer.read(work)
    } catch {
      throw Self.wrap(error, what)
    }
  }

  /// Runs `work` in one write transaction: it commits entirely or not at all.
  private func write<T: Sendable>(
    _ what: String,
    _ work: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    do {
      return try await self.writer.write(work)
    } catch {
      throw Self.wrap(error, what)
    }
  }

  private static func wrap(_ error: any Swift.Error, _ what: String) -> LocalStoreError {
    if let error = error as? LocalStoreError {
      return error
    }
    if DatabaseFailure.isBusy(error) {
      return Error(
        code: .busy,
        message: "Could not \(what): the animals database is busy in another process; try again."
      )
    }
    return Error(code: .databaseError, message: "Could not \(what): \(Self.describe(error))")
  }

}

extension LocalStore {
  public func fetchAnimalsQuery() async throws -> [Animal] {
    try await self.read("read the animals", AnimalsDatabase.fetchAnimals)
  }

  public func fetchCategoriesQuery() async throws -> [Category] {
    try await self.read("read the categories", AnimalsDatabase.fetchCategories)
  }

  public func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: Category.ID) async throws -> Animal {
    let animal = Animal(animalId: self.idGenerator?() ?? UUID().uuidString, name: name, diet: diet, categoryId: categoryId)
    return try await self.write("add the animal \"\(name)\"") { db in
      try LocalStoreError.validate(name: name, categoryId: categoryId, db)
      try AnimalsDatabase.insert(animal, db)
      return animal
    }
  }

  public func updateAnimalMutation(animalId: Animal.ID, name: String, diet: Animal.Diet, categoryId: Category.ID) async throws -> Animal {
    try await self.write("update the animal \"\(animalId)\"") { db in
      guard try AnimalsDatabase.fetchAnimal(animalId: animalId, db) != nil else {
        throw LocalStoreError.animalNotFound(animalId)
      }
      try LocalStoreError.validate(name: name, categoryId: categoryId, db)
      let animal = Animal(animalId: animalId, name: name, diet: diet, categoryId: categoryId)
      try AnimalsDatabase.update(animal, db)
      return animal
    }
  }

  public func deleteAnimalMutation(animalId: Animal.ID) async throws -> Animal {
    try await self.write("delete the animal \"\(animalId)\"") { db in
      guard let animal = try AnimalsDatabase.fetchAnimal(animalId: animalId, db) else {
        throw LocalStoreError.animalNotFound(animalId)
      }
      try AnimalsDatabase.delete(animalId: animalId, db)
      return animal
    }
  }

  public func reloadSampleDataMutation() async throws -> (
    animals: [Animal],
    categories: [Category]
  ) {
    try await self.write("reload the sample data", AnimalsDatabase.replaceWithSampleData)
    return (animals: Animal.samples, categories: Category.samples)
  }
}

// Checks the write closures run on GRDB's queue. They live outside the generic actor: a
// `@Sendable` closure calling a static method of `LocalStore<UUID>` would capture `UUID.Type`.
extension LocalStoreError {
  fileprivate static func validate(name: String, categoryId: Category.ID, _ db: Database) throws {
    try Self.checkName(name)
    guard try AnimalsDatabase.categoryExists(categoryId: categoryId, db) else {
      throw Self.categoryNotFound(categoryId)
    }
  }
}
