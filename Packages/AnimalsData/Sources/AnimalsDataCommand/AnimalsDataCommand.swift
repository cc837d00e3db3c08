import ArgumentParser
import Foundation

/// `animals-data`: list and edit the animals of an Animals database from a terminal.
@main
struct AnimalsDataCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-data",
    abstract: "List and edit the animals and categories of an Animals database.",
    subcommands: [List.self, Categories.self, Add.self, Update.self, Delete.self, Reload.self]
  )
}

/// Options every subcommand shares.
struct DatabaseOptions: ParsableArguments {
  @Option(name: .long, help: "The SQLite database file (created with the sample data if missing).")
  var database: String = "animals.sqlite"

  var url: URL {
    URL(fileURLWithPath: self.database)
  }
}

/// A failure the user should read: printed on stderr, exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
