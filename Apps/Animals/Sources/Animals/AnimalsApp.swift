import AnimalsUI
import AppSupport
import ArgumentParser

@main
struct AnimalsApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "animals", abstract: "Serves the Animals module.")

  @OptionGroup var options: HostOptions

  @Option(
    name: .customLong("animals-store"),
    help: "Where animals are kept: local (<data-dir>/animals.sqlite) or an AnimalsServer URL (http://127.0.0.1:8080).")
  var animalsStore = "local"

  func validate() throws {
    do {
      try AnimalsModule.validateStore(animalsStore)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() async throws {
    try await options.serve(
      siteTitle: "Animals",
      extraConfiguration: [AnimalsModule.storeOption: animalsStore]
    ) { registry in
      try registry.register(AnimalsModule())
    }
  }
}
