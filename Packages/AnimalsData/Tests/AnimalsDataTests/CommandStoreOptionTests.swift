import Foundation
import TestSupport
import Testing

/// `--database` and `--server` of the built `animals-data` binary. (Working against a live
/// AnimalsServer is tested in Apps/AnimalsServer, which has the server.)
@Suite struct CommandStoreOptionTests {
  @Test(arguments: ["list", "categories", "reload"])
  func refusesBothADatabaseAndAServer(subcommand: String) async throws {
    let database = try TemporaryDatabase(named: "animals.sqlite")
    let run = try await CommandTests().run([subcommand, "--database", database.url.path, "--server", "http://127.0.0.1:8080"])
    #expect(run.status == 64)
    #expect(run.stderr.contains("either --database or --server"), "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: database.url.path) == false)
  }

  @Test(arguments: ["local", "127.0.0.1:8080", "ftp://127.0.0.1/", "carrier-pigeon"])
  func refusesAServerThatIsNotAnHTTPURL(server: String) async throws {
    let run = try await CommandTests().run(["list", "--server", server])
    #expect(run.status == 64)
    #expect(run.stderr.contains("--server needs the base URL of an AnimalsServer"), "\(run.stderr)")
    #expect(run.stderr.contains("“\(server)”"), "\(run.stderr)")
  }

  @Test func aServerNobodyListensOnFailsWithTheURLItTried() async throws {
    // Port 9 (discard) is closed on a test machine: the connection is refused at once.
    let run = try await CommandTests().run(["categories", "--server", "http://127.0.0.1:9"])
    #expect(run.status == 1)
    #expect(run.stdout.isEmpty)
    #expect(run.stderr.contains("Could not reach http://127.0.0.1:9/animals/api"), "\(run.stderr)")
  }
}
