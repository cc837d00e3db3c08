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
