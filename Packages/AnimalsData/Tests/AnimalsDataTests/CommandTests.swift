import Foundation
import TestSupport
import Testing

/// Runs the built `animals-data` binary against a temporary database.
@Suite struct CommandTests {
  func run(_ arguments: [String]) async throws -> CompletedProcess {
    try await ChildProcess.run(ChildProcess.builtProduct("animals-data"), arguments: arguments)
  }

  @Test func listsAddsUpdatesDeletesAndReloadsThroughTheCommandLine() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let db = ["--database", database.url.path]

    let categories = try await self.run(["categories"] + db)
    #expect(categories.status == 0, "\(categories.stderr)")
    #expect(
      categories.stdout == "Amphibian\tAmphibian\nBird\tBird\nFish\tFish\nInvertebrate\tInvertebrate\nMammal\tMammal\nReptile\tReptile\n")

    let list = try await self.run(["list"] + db)
    #expect(
      list.stdout == """
        Newt\tNewt\tCarnivore\tAmphibian
        Sparrow\tHouse sparrow\tOmnivore\tBird
        Cat\tCat\tCarnivore\tMammal
        Dog\tDog\tCarnivore\tMammal
        Kangaroo\tRed kangaroo\tHerbivore\tMammal
        Bibbon\tSouthern gibbon\tHerbivore\tMammal

        """)

    let add = try await self.run(["add", "--name", "Eagle", "--diet", "carnivore", "--category", "Bird"] + db)
    #expect(add.status == 0, "\(add.stderr)")
    let added = add.stdout.split(separator: "\t")
    #expect(added.count == 4 && added.first?.hasPrefix("added ") == true && added[1...] == ["Eagle", "Carnivore", "Bird\n"])
    let eagleId = try #require(added.first?.dropFirst("added ".count)).description
    #expect(UUID(uuidString: eagleId) != nil)

    let update = try await self.run(["update", "Dog", "--name", "Wolf", "--category", "Reptile"] + db)
    #expect(update.stdout == "updated Dog\tWolf\tCarnivore\tReptile\n", "\(update.stderr)")

    let delete = try await self.run(["delete", "Cat"] + db)
    #expect(delete.stdout == "deleted Cat\tCat\tCarnivore\tMammal\n", "\(delete.stderr)")

    // Each command is a new process: the changes persisted in the file.
    let birds = try await self.run(["list", "--category", "Bird"] + db)
    #expect(birds.stdout == "\(eagleId)\tEagle\tCarnivore\tBird\nSparrow\tHouse sparrow\tOmnivore\tBird\n")
    let reptiles = try await self.run(["list", "--category", "Reptile"] + db)
    #expect(reptiles.stdout == "Dog\tWolf\tCarnivore\tReptile\n")

    let reload = try await self.run(["reload"] + db)
    #expect(reload.stdout == "reloaded 6 animals in 6 categories\n")
    #expect(try await self.run(["list"] + db).stdout == list.stdout)
  }

  @Test(arguments: [
    (["delete", "Unicorn"], "No animal with id \"Unicorn\"."),
    (["update", "Unicorn", "--name", "U"], "No animal with id \"Unicorn\"."),
    (["update", "Dog", "--name", " "], "An animal needs a name."),
    (["add", "--name", "", "--diet", "Omnivore", "--category", "Bird"], "An animal needs a name."),
    (["add", "--name", "Rex", "--diet", "Carnivore", "--category", "Dinosaur"], "No category with id \"Dinosaur\"."),
    (["update", "Dog", "--category", "Dinosaur"], "No category with id \"Dinosaur\"."),
    (["list", "--category", "Dinosaur"], "No category with id \"Dinosaur\"."),
    (["add", "--name", "Rex", "--diet", "Fruit", "--category", "Bird"], "Please provide one of 'Herbivore', 'Carnivore' or 'Omnivore'"),
  ])
  func reportsBadInputOnStandardErrorWithAFailureStatusAndChangesNothing(arguments: [String], message: String) async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let before = try await self.run(["list", "--database", database.url.path])
    let run = try await self.run(arguments + ["--database", database.url.path])
    #expect(run.status != 0)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains(message), "\(run.stderr)")
    #expect(try await self.run(["list", "--database", database.url.path]).stdout == before.stdout)
  }

  @Test func reportsADatabaseItCannotOpen() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let missing = try await self.run(["list", "--database", database.directory.appendingPathComponent("missing/animals.sqlite").path])
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("Could not open the animals database") && missing.stderr.contains("does not exist"))

    try Data("garbage".utf8).write(to: database.url)
    let corrupt = try await self.run(["categories", "--database", database.url.path])
    #expect(corrupt.status == 1)
    #expect(corrupt.stderr.contains("not a database"))
    #expect(try Data(contentsOf: database.url) == Data("garbage".utf8))
  }

  @Test func namesArePrintedWithoutControlCharactersAndLongNamesAreRefused() async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let db = ["--database", database.url.path]
    // Names may hold any text (a server may send one); only the terminal output is cleaned.
    let hostile = "Evil\u{1B}[2J\u{1B}]0;owned\u{07}\u{202E}cat"
    let add = try await self.run(["add", "--name", hostile, "--diet", "carnivore", "--category", "Mammal"] + db)
    #expect(add.status == 0, "\(add.stderr)")
    let list = try await self.run(["list", "--category", "Mammal"] + db)
    #expect(list.status == 0)
    #expect(list.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E } == false)
    #expect(list.stdout.contains("Evil\u{FFFD}[2J\u{FFFD}]0;owned\u{FFFD}\u{FFFD}cat"))

    let long = try await self.run(
      ["add", "--name", String(repeating: "n", count: 201), "--diet", "carnivore", "--category", "Mammal"] + db)
    #expect(long.status != 0)
    #expect(long.stderr.contains("at most 200 characters"))
  }
}
