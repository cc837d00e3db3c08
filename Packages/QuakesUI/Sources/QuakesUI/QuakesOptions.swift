public import ArgumentParser

/// The Quakes module's command-line options, declared and checked here so an app only wires
/// them: `@OptionGroup(title: "Quakes") var quakes: QuakesOptions`, then passes
/// `quakes.configuration(host:port:)` to `HostOptions.serve(extraConfiguration:)`.
///
/// `--quakes-feed usgs|sample|URL`: the live USGS feeds (the default), the bundled snapshots
/// served by the app itself (offline), or the base URL of a USGS-shaped feed. A bad value stops
/// the app before anything starts, with a message naming `--quakes-feed` and what it accepts.
public struct QuakesOptions: ParsableArguments, Sendable {
  /// `--quakes-feed`: `usgs`, `sample` or a feed URL.
  @Option(
    name: .customLong(QuakesModule.feedOption),
    help: "usgs (the live USGS feeds), sample (bundled USGS snapshots, works offline) or a base URL."
  )
  public var feed = "usgs"

  /// The default: the USGS feed.
  public init() {}

  /// Refuses an unknown feed before anything starts, with the feed parser's message.
  public func validate() throws {
    do {
      try QuakesModule.validateFeed(self.feed)
    } catch {
      throw ValidationError("\(error)")
    }
  }

  /// The module settings for an app listening on `host:port` (the sample feed is served by the
  /// app itself, so the module needs the app's own address).
  public func configuration(host: String, port: Int) -> [String: String] {
    QuakesModule.configuration(feed: self.feed, host: host, port: port)
  }
}
