public import ArgumentParser
import DevToolsInspection
import DevToolsLog
import DevToolsWeb
public import Foundation
import Logging
import PostgresSupport
public import ServerOptions
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

  /// `--devtools-log`: where DevTools writes its history, so a restarted instance still shows
  /// it: a SQLite file (`<data-dir>/devtools-log.sqlite` by default), a `postgres://` URL for
  /// instances on several machines, or `off` (memory only). Several instances may share one
  /// log; each marks its steps with its run and ``instanceName``.
  @Option(
    name: .customLong("devtools-log"),
    help: ArgumentHelp(
      "Where DevTools keeps its history across restarts: a SQLite file (default: <data-dir>/devtools-log.sqlite), a postgres:// URL, or off (memory only).",
      valueName: "path|url"))
  public var devToolsLogPath: String?

  /// `--devtools-token-file`: a file holding the token (16 characters or more) a browser signs in
  /// with before DevTools answers it. Required with `--devtools` when the app is reachable from
  /// other machines (a `--host` other than loopback, or an `--allowed-host` a proxy forwards).
  @Option(
    name: .customLong("devtools-token-file"),
    help: ArgumentHelp("A file holding the token browsers sign in to DevTools with (required off loopback).", valueName: "path"))
  public var devToolsTokenFile: String?

  /// `--instance`: this instance's name in DevTools' log (a cluster's `showcase-2`); by default
  /// its host and port.
  @Option(name: .customLong("instance"), help: "This instance's name in DevTools' log (default: host:port).")
  public var instanceName: String?

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
      devToolsLog: try devToolsLog(),
      devToolsGate: try devToolsGate(),
      instanceName: instanceName,
      pageCacheLimit: pageCacheLimit,
      liveChannelMaxAge: .seconds(liveMaxAgeSeconds)
    )
  }
}

extension HostOptions {
  /// The file `--devtools-log` names (nil when DevTools are off, the log is `off` or a
  /// `postgres://` URL).
  public var devToolsLogFile: URL? {
    guard devTools, devToolsLogPath != "off" else { return nil }
    if let devToolsLogPath, PostgresConfiguration.isPostgresURL(devToolsLogPath) { return nil }
    guard let devToolsLogPath else {
      return URL(fileURLWithPath: dataDirectory, isDirectory: true).appendingPathComponent("devtools-log.sqlite")
    }
    return URL(fileURLWithPath: devToolsLogPath)
  }

  /// DevTools' log: on PostgreSQL for a `postgres://` URL (connected by `prepare()` before the
  /// app serves), else the file opened (its folder created when it is the data directory); a
  /// file that cannot be opened or a URL that cannot be used is refused with its reason.
  func devToolsLog() throws -> (any InspectionLog)? {
    if devTools, let devToolsLogPath, PostgresConfiguration.isPostgresURL(devToolsLogPath) {
      do {
        return try PostgresInspectionLog(url: devToolsLogPath)
      } catch {
        throw ValidationError("--devtools-log: \(error.localizedDescription)")
      }
    }
    guard let file = devToolsLogFile else { return nil }
    if devToolsLogPath == nil {
      try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    }
    do {
      return try SQLiteInspectionLog(path: file.path)
    } catch {
      throw ValidationError("--devtools-log: \(error)")
    }
  }
}

extension HostOptions {
  /// The gate `--devtools-token-file` names; its token is never part of an error.
  func devToolsGate() throws -> DevToolsGate? {
    guard devTools, let devToolsTokenFile else { return nil }
    let token: String
    do {
      token = try String(contentsOfFile: devToolsTokenFile, encoding: .utf8)
    } catch {
      throw ValidationError("--devtools-token-file: cannot read \(devToolsTokenFile) (\(error.localizedDescription)).")
    }
    guard let gate = DevToolsGate(token: token) else {
      throw ValidationError(
        "--devtools-token-file: \(devToolsTokenFile) must hold one token of \(DevToolsGate.minimumLength) characters or more, without spaces, quotes, “;”, “,” or “\\”."
      )
    }
    return gate
  }
}
