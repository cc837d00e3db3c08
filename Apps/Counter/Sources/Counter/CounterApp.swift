import AppSupport
import ArgumentParser
import CounterUI
import DomainRegistry

@main
struct CounterApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "counter", abstract: "Serves the Counter module.")

  @OptionGroup var options: HostOptions

  func run() async throws {
    try await options.serve(siteTitle: "Counter") { registry in
      try registry.register(CounterModule())
    }
  }
}
