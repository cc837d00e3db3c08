import ArgumentParser
import Foundation
import Services

/// `quakes-data`: fetch USGS feeds into a local SQLite cache, list, and delete cached quakes.
@main
struct QuakesDataCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quakes-data",
    abstract: "Fetch earthquakes from a USGS feed into a local database and work with them.",
    subcommands: [Fetch.self, List.self, Delete.self, DeleteAll.self]
  )
}

/// Options every subcommand shares.
struct DatabaseOptions: ParsableArguments {
  @Option(name: .long, help: "The SQLite database file (created if missing).")
  var database: String = "quakes.sqlite"

  var url: URL {
    URL(fileURLWithPath: self.database)
  }
}

/// Progress lines go to stderr so stdout stays the result.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
}
