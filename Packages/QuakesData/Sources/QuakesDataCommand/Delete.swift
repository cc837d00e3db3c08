import ArgumentParser
import CommandLineText
import Foundation
import ImmutableData
import QuakesData
import Services

struct Delete: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Delete one cached quake.")

  @OptionGroup var options: DatabaseOptions

  @Argument(help: "The quake id, e.g. us1000f3x2.")
  var id: String

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    do {
      try session.store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: self.id))))
      try await session.localStore.deleteLocalQuakeMutation(quakeId: self.id)
    } catch {
      throw CommandFailure(error.localizedDescription.replacingControlCharacters)
    }
    print("deleted \(self.id.replacingControlCharacters); \(session.store.select(QuakesState.selectQuakesCount())) quakes left")
  }
}

struct DeleteAll: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "delete-all", abstract: "Delete every cached quake.")

  @OptionGroup var options: DatabaseOptions

  @MainActor
  func run() async throws {
    let session = try await CommandSession.open(self.options)
    let count = session.store.select(QuakesState.selectQuakesCount())
    do {
      try session.store.dispatch(action: .ui(.quakeList(.onTapDeleteAllQuakesButton)))
      try await session.localStore.deleteLocalQuakesMutation()
    } catch {
      throw CommandFailure(error.localizedDescription)
    }
    print("deleted \(count) quakes")
  }
}
