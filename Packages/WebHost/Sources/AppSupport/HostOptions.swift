public import ArgumentParser
import Foundation
import Logging
public import WebHost

/// The command-line options every app shares. Apps include them with `@OptionGroup`.
///
/// An app is a command holding these options (and its modules' own option groups) whose `run()`
/// is one call to ``serve(siteTitle:extraConfiguration:register:)``:
///
/// ```swift
/// @main
/// struct CounterApp: AsyncParsableCommand {
///   @OptionGroup var options: HostOptions
///
///   func run() async throws {
///     try await options.serve(siteTitle: "Counter") { registry in
///       try registry.register(CounterModule())
///     }
///   }
/// }
/// ```
///
/// `counter --port 9000 --devtools` then serves Counter on port 9000 with DevTools. Every number
/// is checked by ``validate()`` before anything starts, with a message naming the option.
public struct HostOptions: ParsableArguments, Sendable {
  /// `--host`, `--port`, `--log-level` (shared with `animals-server`).
  @OptionGroup public var listen: ListenOptions

  /// `--data-dir`: where modules keep their files (`./.data`); created when missing.
  @Option(name: .customLong("data-dir"), help: "The directory for each module's data files.")
  public var dataDirectory = "./.data"

  /// `--modules a,b`: the slugs to serve; nil serves every registered module (see ``enabledSlugs``).
  @Option(help: "Comma-separated slugs of the modules to serve (default: all registered).")
  public var modules: String?

  /// `--allowed-host NAME` (repeatable): host names accepted in the `Host` header besides this
  /// machine's own, such as a reverse proxy's public name.
  @Option(
    name: .customLong("allowed-host"),
    help: ArgumentHelp(
      "Another host name clients use to reach the server (repeatable); requests naming any other host are refused.", valueName: "name")
  )
  public var allowedHosts: [String] = []

  /// `--max-live-streams`: the most live channels open at once (1024); the next is refused with 503.
  @Option(name: .customLong("max-live-streams"), help: "The most live-update streams open at once; the next one is refused (503).")
  public var maxLiveStreams = 1024

  /// `--idle-timeout`: seconds a silent connection is kept (60), from 1 to 86400.
  @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may stay silent before the server closes it.")
  public var idleTimeoutSeconds = 60

  /// `--live-max-age`: seconds one live channel is kept (see `HostConfiguration.liveChannelMaxAge`).
  @Option(
    name: .customLong("live-max-age"),
    help: "Seconds a tab's live channel is kept before the server closes it; the tab reconnects and gets only what changed.")
  public var liveMaxAgeSeconds = 3600

  /// `--page-cache`: how many rendered pages are kept (32); 0 renders every request.
  @Option(
    name: .customLong("page-cache"),
    help: "How many rendered pages to keep, served while nothing they show changes (0 renders every request).")
  public var pageCacheLimit = 32

  /// `--option key=value` (repeatable): settings handed to every module (see ``moduleConfiguration()``).
  @Option(name: .customLong("option"), help: ArgumentHelp("A module setting as key=value (repeatable).", valueName: "key=value"))
  public var settings: [String] = []

  /// `--devtools`: serve DevTools at `/_devtools`. Off by default: it keeps past states in
  /// memory and lets anyone who reaches the server read and replace every module's state.
  @Flag(
    name: .customLong("devtools"), help: "Serve DevTools at /_devtools: every module's action log, diffs, time travel, export and replay.")
  public var devTools = false

  /// `--devtools-history`: how many actions DevTools keeps per module (500).
  @Option(name: .customLong("devtools-history"), help: "How many actions DevTools keeps per module.")
  public var devToolsHistory = 500

  /// The defaults, as an app without arguments gets them.
  public init() {}

  /// `--host`.
  public var host: String {
    get { listen.host }
    set { listen.host = newValue }
  }

  /// `--port`.
  public var port: Int {
    get { listen.port }
    set { listen.port = newValue }
  }

  /// `--log-level`.
  public var logLevel: String {
    get { listen.logLevel }
    set { listen.logLevel = newValue }
  }

  /// `--host`, `--port` and `--log-level` are checked by `ListenOptions` first.
  public mutating func validate() throws {
    guard maxLiveStreams >= 0 else { throw ValidationError("--max-live-streams must be 0 or more.") }
    try ListenOptions.check(idleTimeoutSeconds, within: 1...86_400, option: "--idle-timeout", unit: "seconds")
    try ListenOptions.check(liveMaxAgeSeconds, within: 1...86_400, option: "--live-max-age", unit: "seconds")
    for name in allowedHosts where !HostConfiguration.isValidAllowedHost(name) {
      throw ValidationError("“--allowed-host \(name)” is not a host name.")
    }
    try ListenOptions.check(pageCacheLimit, within: 0...10_000, option: "--page-cache")
    guard devToolsHistory > 0 else { throw ValidationError("--devtools-history must be at least 1.") }
    _ = try moduleConfiguration()
  }

  /// The modules named by `--modules`, or nil when all registered modules are served.
  public var enabledSlugs: [String]? {
    guard let modules else { return nil }
    return modules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  /// The `--option key=value` pairs.
  public func moduleConfiguration() throws -> [String: String] {
    var configuration: [String: String] = [:]
    for setting in settings {
      let parts = setting.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, !parts[0].isEmpty else {
        throw ValidationError("“--option \(setting)” is not of the form key=value.")
      }
      configuration[String(parts[0])] = String(parts[1])
    }
    return configuration
  }

  /// The `HostConfiguration` these options describe, titled `siteTitle`; an app's own
  /// settings in `extraConfiguration` join the `--option` pairs (an `--option` wins on a clash).
  public func hostConfiguration(siteTitle: String, extraConfiguration: [String: String] = [:]) throws -> HostConfiguration {
    HostConfiguration(
      host: host,
      port: port,
      dataDirectory: URL(fileURLWithPath: dataDirectory, isDirectory: true),
      logLevel: listen.level,
      moduleConfiguration: try moduleConfiguration().merging(extraConfiguration) { option, _ in option },
      siteTitle: siteTitle,
      allowedHosts: allowedHosts,
      maxLiveStreams: maxLiveStreams,
      idleTimeout: .seconds(idleTimeoutSeconds),
      devToolsHistoryLimit: devTools ? devToolsHistory : nil,
      pageCacheLimit: pageCacheLimit,
      liveChannelMaxAge: .seconds(liveMaxAgeSeconds)
    )
  }
}
