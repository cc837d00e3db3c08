import AnimalsData
import ArgumentParser
import Foundation
import Services

/// Where every subcommand finds the animals: a SQLite file (`--database`) or an AnimalsServer
/// (`--server`), never both.
struct StoreOptions: ParsableArguments {
  @Option(
    help: "The SQLite database file (created with the sample data if missing; default \(PersistentStoreOption.localDatabaseFileName)).")
  var database: String?

  @Option(help: "The base URL of an AnimalsServer to use instead of a database file, e.g. http://127.0.0.1:8080.")
  var server: String?

  func validate() throws {
    guard self.database == nil || self.server == nil else {
      throw ValidationError("Use either --database or --server, not both.")
    }
    _ = try self.option()
  }

  /// The store these options name; a malformed `--server` is a command-line error.
  func option() throws -> PersistentStoreOption {
    guard let server else {
      return .local
    }
    // `local` means a file, which `--database` names; here only a URL makes sense.
    guard server != "local", let option = try? PersistentStoreOption(parsing: server) else {
      throw ValidationError(
        "--server needs the base URL of an AnimalsServer, such as http://127.0.0.1:8080, not “\(server.removingURLUserInfo)”."
      )
    }
    return option
  }

  /// Opens the SQLite file (creating and seeding it if missing) or addresses the server.
  func makePersistentStore() throws -> AnyPersistentStore {
    let databaseFile = URL(fileURLWithPath: self.database ?? PersistentStoreOption.localDatabaseFileName)
    return try self.option().makePersistentStore(databaseFile: databaseFile)
  }
}
