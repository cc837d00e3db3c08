import ArgumentParser
import Foundation
import Services

/// `animals-data`: list and edit the animals of an Animals database or server from a terminal.
@main
struct AnimalsDataCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "animals-data",
    abstract: "List and edit the animals and categories of an Animals database or AnimalsServer.",
    subcommands: [List.self, Categories.self, Add.self, Update.self, Delete.self, Reload.self]
  )
}
