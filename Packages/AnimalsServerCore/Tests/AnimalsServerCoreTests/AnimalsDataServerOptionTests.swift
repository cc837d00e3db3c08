import AnimalsData
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// The real `animals-data` binary with `--server` against a live AnimalsServer on a loopback port.
@Suite struct AnimalsDataServerOptionTests {
  /// Runs the built `animals-data` binary to its end.
  static func run(_ arguments: [String]) async throws -> CompletedProcess {
    try await ChildProcess.run(ChildProcess.builtProduct("animals-data"), arguments: arguments)
  }

  let database: TemporaryDatabase

  init() throws {
    self.database = try TemporaryDatabase.animals()
  }

  /// Runs `body` with the `--server` arguments of a live server over this test's database.
  func live<Value: Sendable>(_ body: @Sendable ([String]) async throws -> Value) async throws -> Value {
    try await TestServer.application(store: try self.database.makeStore()).test(.live) { client in
      let port = try #require(client.port)
      return try await body(["--server", "http://127.0.0.1:\(port)"])
    }
  }

  @Test func listsTheServersDataExactlyAsTheDatabaseOptionListsAFile() async throws {
    let file = try TemporaryDatabase.animals()
    let local = ["--database", file.url.path]
    let expectedCategories = try await Self.run(["categories"] + local)
    let expectedList = try await Self.run(["list"] + local)
    #expect(expectedList.status == 0 && expectedList.stdout.isEmpty == false, "\(expectedList.stderr)")

    let (categories, list) = try await self.live { server in
      (try await Self.run(["categories"] + server), try await Self.run(["list"] + server))
    }
    #expect(categories.status == 0, "\(categories.stderr)")
    #expect(categories.stdout == expectedCategories.stdout)
    #expect(categories.stdout.split(separator: "\n").count == 6)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stdout == expectedList.stdout)
  }

  @Test func addsUpdatesDeletesAndReloadsOnTheServersDatabase() async throws {
    let sample = try await self.database.makeStore().fetchAnimalsQuery()
    let eagleId = try await self.live { server in
      let add = try await Self.run(["add", "--name", "Eagle", "--diet", "Carnivore", "--category", "Bird"] + server)
      #expect(add.status == 0, "\(add.stderr)")
      let added = add.stdout.split(separator: "\t")
      let eagleId = try #require(added.first?.dropFirst("added ".count)).description
      #expect(added.count == 4 && added[1...] == ["Eagle", "Carnivore", "Bird\n"], "\(add.stdout)")

      let update = try await Self.run(["update", "Dog", "--name", "Wolf", "--category", "Reptile"] + server)
      #expect(update.stdout == "updated Dog\tWolf\tCarnivore\tReptile\n", "\(update.stderr)")

      let delete = try await Self.run(["delete", "Cat"] + server)
      #expect(delete.stdout == "deleted Cat\tCat\tCarnivore\tMammal\n", "\(delete.stderr)")

      // Another command is another process: it sees what the server stored.
      let birds = try await Self.run(["list", "--category", "Bird"] + server)
      #expect(birds.stdout == "\(eagleId)\tEagle\tCarnivore\tBird\nSparrow\tHouse sparrow\tOmnivore\tBird\n")
      return eagleId
    }

    let stored = try await self.database.makeStore().fetchAnimalsQuery()
    #expect(stored.contains(Animal(animalId: eagleId, name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    #expect(stored.contains(Animal(animalId: "Dog", name: "Wolf", diet: .carnivorous, categoryId: "Reptile")))
    #expect(stored.contains { $0.animalId == "Cat" } == false)

    let reload = try await self.live { server in try await Self.run(["reload"] + server) }
    #expect(reload.stdout == "reloaded 6 animals in 6 categories\n", "\(reload.stderr)")
    #expect(Set(try await self.database.makeStore().fetchAnimalsQuery()) == Set(sample))
  }

  @Test func anAnimalTheServerRefusesFailsWithItsReasonAndChangesNothing() async throws {
    let before = try await self.database.makeStore().fetchAnimalsQuery()
    let add = try await self.live { server in
      try await Self.run(["add", "--name", "Ghost", "--diet", "Omnivore", "--category", "No-such-category"] + server)
    }
    #expect(add.status == 1)
    #expect(add.stdout.isEmpty)
    #expect(add.stderr.contains("422"), "\(add.stderr)")
    #expect(Set(try await self.database.makeStore().fetchAnimalsQuery()) == Set(before))
  }

  @Test func aServerThatIsDownFailsClearly() async throws {
    // Start a server, remember its arguments, stop it: nothing listens there any more.
    let server = try await self.live { server in server }
    let list = try await Self.run(["list"] + server)
    #expect(list.status == 1)
    #expect(list.stdout.isEmpty)
    #expect(list.stderr.contains("Could not reach \(server[1])/animals/api"), "\(list.stderr)")
  }
}
