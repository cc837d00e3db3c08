import AnimalsUI
import AppSupport
import ArgumentParser
import CounterUI
import DomainRegistry
import QuakesUI

@main
struct ShowcaseApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "Serves every module in one server; --modules a,b serves a subset."
  )

  @OptionGroup var options: HostOptions

  @OptionGroup(title: "Quakes") var quakes: QuakesOptions

  @OptionGroup(title: "Animals") var animals: AnimalsOptions

  func run() async throws {
    try await options.serve(
      siteTitle: "ImmutableData Showcase",
      extraConfiguration: quakes.configuration(host: options.host, port: options.port)
        .merging(animals.configuration) { quakes, _ in quakes }
    ) { registry in
      try registry.register(CounterModule())
      try registry.register(AnimalsModule())
      try registry.register(QuakesModule())
    }
  }
}
