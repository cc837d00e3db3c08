import AnimalsUI
import AppSupport
import ArgumentParser
import DomainRegistry

@main
struct AnimalsApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "animals", abstract: "Serves the Animals module.")

  @OptionGroup var options: HostOptions

  @OptionGroup(title: "Animals") var animals: AnimalsOptions

  func run() async throws {
    try await options.serve(siteTitle: "Animals", extraConfiguration: animals.configuration) { registry in
      try registry.register(AnimalsModule())
    }
  }
}
