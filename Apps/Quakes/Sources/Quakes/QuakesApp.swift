import AppSupport
import ArgumentParser
import DomainRegistry
import QuakesUI

@main
struct QuakesApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "quakes", abstract: "Serves the Quakes module.")

  @OptionGroup var options: HostOptions

  @OptionGroup(title: "Quakes") var quakes: QuakesOptions

  func run() async throws {
    try await options.serve(
      siteTitle: "Quakes",
      extraConfiguration: quakes.configuration(host: options.host, port: options.port)
    ) { registry in
      try registry.register(QuakesModule())
    }
  }
}
