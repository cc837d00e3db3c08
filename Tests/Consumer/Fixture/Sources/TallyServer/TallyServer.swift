import AppSupport
import ArgumentParser
import DomainRegistry
import Tally

/// Serves the tally module with the host's standard options (`--port`, `--host`, …).
@main struct TallyServer: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "tally-server", abstract: "Serves the Tally module.")

  @OptionGroup var options: HostOptions

  func run() async throws {
    try await self.options.serve(siteTitle: "Tally") { registry in
      try registry.register(TallyModule())
    }
  }
}
