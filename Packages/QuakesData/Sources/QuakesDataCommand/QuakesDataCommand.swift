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

/// A failure the user should read: printed on stderr, exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String

  /// Messages may quote data from elsewhere (ids, names, URLs): each line is printed without
  /// control characters and URLs without their user-info.
  init(_ description: String) {
    self.description = description.removingURLUserInfo
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingControlCharacters }
      .joined(separator: "\n")
  }
}

/// Progress lines go to stderr so stdout stays the result.
func progress(_ message: String) {
  FileHandle.standardError.write(Data("\(message)\n".utf8))
}
