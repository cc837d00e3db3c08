import Foundation
import GRDB
import ImmutableData
import TestSupport
import Testing

@testable import AnimalsData

/// Bad input gets a clear error and loses nothing.
@MainActor
@Suite struct BadInputTests {
  // MARK: Opening

  @Test func aMissingFolderIsNamedInTheError() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let url = database.directory.appendingPathComponent("missing/animals.sqlite")
    #expect {
      _ = try LocalStore<UUID>(url: url)
    } throws: { error in
      (error as? LocalStoreError)?.code == .cannotOpen
        && error.localizedDescription.contains("the folder \(database.directory.path)/missing does not exist")
    }
    #expect(FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path) == false)
  }

  @Test func aFileWhereTheFolderShouldBeIsNamedInTheError() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let file = database.directory.appendingPathComponent("notes.txt")
    try Data("keep me".utf8).write(to: file)
    #expect {
      _ = try LocalStore<UUID>(url: file.appendingPathComponent("animals.sqlite"))
    } throws: { error in
      (error as? LocalStoreError)?.code == .cannotOpen && error.localizedDescription.contains("\(file.path) is a file, not a folder")
    }
    #expect(try Data(contentsOf: file) == Data("keep me".utf8))
  }

  @Test func anUnwritableFolderIsNamedInTheError() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let folder = database.directory.appendingPathComponent("read-only")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
    let url = folder.appendingPathComponent("animals.sqlite")
    if FileManager.default.isWritableFile(atPath: folder.path) {
      // The superuser writes anyway: then the store must simply work there.
      let store = try LocalStore<UUID>(url: url)
      _ = store
      #expect(FileManager.default.fileExists(atPath: url.path))
    } else {
      #expect {
        _ = try LocalStore<UUID>(url: url)
      } throws: { error in
        (error as? LocalStoreError)?.code == .cannotOpen && error.localizedDescription.contains("the folder \(folder.path) is not writable")
      }
    }
  }

  @Test func aFolderInsteadOfAFileIsRefused() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    #expect {
      _ = try LocalStore<UUID>(url: database.directory)
    } throws: { error in
      (error as? LocalStoreError)?.code == .cannotOpen && error.localizedDescription.contains("it is a folder, not a database file")
    }
  }

  @Test(arguments: [
    Data(String(repeating: "not a database ", count: 100).utf8),
    Data(repeating: 0xFF, count: 8_192),
  ])
  func aCorruptFileIsRefusedAndLeftAlone(garbage: Data) throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    try garbage.write(to: database.url)
    #expect {
      _ = try LocalStore<UUID>(url: database.url)
    } throws: { error in
      (error as? LocalStoreError)?.code == .cannotOpen
        && error.localizedDescription.contains("Could not open the animals database at \(database.url.path)")
        && error.localizedDescription.contains("not a database")
    }
    #expect(try Data(contentsOf: database.url) == garbage)
  }

  // MARK: A second process holding the database

  @Test func aMutationWhileAnotherConnectionHoldsTheDatabaseFailsClearlyAndLosesNothing() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let store = try LocalStore<UUID>(url: database.url, idGenerator: { "eagle" }, busyTimeout: 0.1)
    // Another connection (as another process would) takes the write lock and keeps it.
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: database.url.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    await #expect {
      _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    } throws: { error in
      (error as? LocalStoreError)?.code == .busy && error.localizedDescription.contains("busy in another process")
    }
    // Reading still works in WAL mode while the other connection writes.
    #expect(Set(try await store.fetchAnimalsQuery()) == Set(Animal.samples))
    try other.inDatabase { db in try db.execute(sql: "ROLLBACK") }
    let eagle = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(Set(try await store.fetchAnimalsQuery()) == Set(Animal.samples + [eagle]))
  }

  /// Another process (say the server) has the database open and is in the middle of a write.
  @Test func openingWhileAnotherConnectionWritesStillReads() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let first = try LocalStore<UUID>(url: database.url)
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: database.url.path, configuration: configuration)
    try other.inDatabase { db in
      try db.execute(sql: "BEGIN IMMEDIATE")
      try db.execute(sql: "INSERT INTO animal VALUES ('uncommitted', 'Ghost', 'Omnivore', 'Mammal')")
    }
    defer { try? other.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
    // The schema is already migrated, so opening only reads, which WAL allows.
    let store = try LocalStore<UUID>(url: database.url, busyTimeout: 0.1)
    #expect(Set(try await store.fetchAnimalsQuery()) == Set(Animal.samples))
    #expect(Set(try await first.fetchCategoriesQuery()) == Set(Category.samples))
  }

  @Test func creatingADatabaseAnotherConnectionHoldsFailsClearly() throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: database.url.path, configuration: configuration)
    try other.inDatabase { db in try db.execute(sql: "BEGIN EXCLUSIVE") }
    defer { try? other.inDatabase { db in try db.execute(sql: "ROLLBACK") } }
    #expect {
      _ = try LocalStore<UUID>(url: database.url, busyTimeout: 0.1)
    } throws: { error in
      (error as? LocalStoreError)?.code == .cannotOpen
        && error.localizedDescription.contains("the database is busy in another process")
    }
  }

  // MARK: Through the whole flow

  struct Harness {
    let store: Store<AnimalsState, AnimalsAction>
    let listener: Listener<LocalStore<UUID>>
  }

  func loadedHarness(_ localStore: LocalStore<UUID>) async throws -> Harness {
    let harness = Harness(store: Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce), listener: Listener(store: localStore))
    harness.listener.listen(to: harness.store)
    _ = try await dispatchAndAwaitResult(harness.store, .ui(.categoryList(.onAppear)))
    _ = try await dispatchAndAwaitResult(harness.store, .ui(.animalList(.onAppear)))
    return harness
  }

  @Test(arguments: [
    ("", "Bird", "An animal needs a name."),
    ("Rex", "Dinosaur", "No category with id \"Dinosaur\"."),
  ])
  func anAddTheStoreRefusesBecomesAFailureStatus(name: String, categoryId: String, message: String) async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let harness = try await self.loadedHarness(try LocalStore<UUID>(url: database.url))
    let result = try await dispatchAndAwaitResult(
      harness.store,
      .ui(.animalEditor(.onTapAddAnimalButton(id: "placeholder", name: name, diet: .carnivorous, categoryId: categoryId)))
    )
    #expect(result == .didAddAnimal(id: "placeholder", result: .failure(error: message)))
    #expect(harness.store.select(AnimalsState.selectAnimalStatus(animalId: "placeholder")) == .failure(error: message))
    #expect(harness.store.state.animals.data.count == 6)
    #expect(Set(try await LocalStore<UUID>(url: database.url).fetchAnimalsQuery()) == Set(Animal.samples))
  }

  @Test func anUnknownIdIsRefusedByTheReducerBeforeItReachesTheStore() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let harness = try await self.loadedHarness(try LocalStore<UUID>(url: database.url))
    let before = harness.store.state
    #expect(throws: AnimalsReducer.Error(code: .animalNotFound, animalId: "Unicorn")) {
      try harness.store.dispatch(
        action: .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Unicorn", name: "U", diet: .herbivorous, categoryId: "Mammal"))))
    }
    #expect(throws: AnimalsReducer.Error(code: .animalNotFound, animalId: "Unicorn")) {
      try harness.store.dispatch(action: .ui(.animalList(.onTapDeleteSelectedAnimalButton(animalId: "Unicorn"))))
    }
    #expect(harness.store.state == before)
  }

  /// Another process deleted the animal after this one loaded it: the store's animalNotFound
  /// becomes a failure status and the state keeps what it had.
  @Test(arguments: ["update", "delete"])
  func anAnimalDeletedElsewhereFailsClearly(operation: String) async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let harness = try await self.loadedHarness(try LocalStore<UUID>(url: database.url))
    _ = try await LocalStore<UUID>(url: database.url).deleteAnimalMutation(animalId: "Cat")
    let action: AnimalsAction =
      operation == "update"
      ? .ui(.animalEditor(.onTapUpdateAnimalButton(animalId: "Cat", name: "Lion", diet: .carnivorous, categoryId: "Mammal")))
      : .ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: "Cat")))
    let result = try await dispatchAndAwaitResult(harness.store, action)
    let expected: AnimalsAction.Data.PersistentSession =
      operation == "update"
      ? .didUpdateAnimal(animalId: "Cat", result: .failure(error: "No animal with id \"Cat\"."))
      : .didDeleteAnimal(animalId: "Cat", result: .failure(error: "No animal with id \"Cat\"."))
    #expect(result == expected)
    #expect(harness.store.select(AnimalsState.selectAnimalStatus(animalId: "Cat")) == .failure(error: "No animal with id \"Cat\"."))
    #expect(harness.store.select(AnimalsState.selectAnimal(animalId: "Cat")) == .cat)
  }
}
