import AppSupport
import ArgumentParser
import QuakesUI

@main
struct QuakesApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(commandName: "quakes", abstract: "Serves the Quakes module.")

  @OptionGroup var options: HostOptions

  @Option(
    name: .customLong("quakes-feed"),
    help: "usgs (the live USGS feeds), sample (bundled USGS snapshots, works offline) or a base URL."
  )
  var quakesFeed = "usgs"

  func validate() throws {
    do {
      try QuakesModule.validateFeed(quakesFeed)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() async throws {
    try await options.serve(
      siteTitle: "Quakes",
      extraConfiguration: QuakesModule.configuration(feed: quakesFeed, host: options.host, port: options.port)
    ) { registry in
      try registry.register(QuakesModule())
    }
  }
}
