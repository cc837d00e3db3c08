import AnimalsUI
import AppSupport
import ArgumentParser
import CounterUI
import QuakesUI

@main
struct ShowcaseApp: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "showcase",
    abstract: "Serves every module in one server; --modules a,b serves a subset."
  )

  @OptionGroup var options: HostOptions

  @Option(
    name: .customLong("quakes-feed"),
    help: "Quakes: usgs (the live USGS feeds), sample (bundled USGS snapshots, works offline) or a base URL."
  )
  var quakesFeed = "usgs"

  @Option(
    name: .customLong("animals-store"),
    help: "Animals: where animals are kept: local (<data-dir>/animals.sqlite) or an AnimalsServer URL (http://127.0.0.1:8080).")
  var animalsStore = "local"

  func validate() throws {
    do {
      try QuakesModule.validateFeed(quakesFeed)
      try AnimalsModule.validateStore(animalsStore)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  func run() async throws {
    try await options.serve(
      siteTitle: "ImmutableData Showcase",
      extraConfiguration: QuakesModule.configuration(feed: quakesFeed, host: options.host, port: options.port)
        .merging([AnimalsModule.storeOption: animalsStore]) { quakes, _ in quakes }
    ) { registry in
      try registry.register(CounterModule())
      try registry.register(AnimalsModule())
      try registry.register(QuakesModule())
    }
  }
}
