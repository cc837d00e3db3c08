public import ArgumentParser
public import Logging

/// Where a server listens and how much it logs: `--host`, `--port` and `--log-level`, declared
/// and checked once. `HostOptions` includes them; so does `animals-server`, which is not a web
/// app of modules but listens the same way.
public struct ListenOptions: ParsableArguments, Sendable {
  /// `--host`: the address to listen on; loopback unless the operator says otherwise.
  @Option(help: "The address to listen on.")
  public var host = "127.0.0.1"

  /// `--port`: the port to listen on; 0 lets the system pick a free one.
  @Option(help: "The port to listen on (0 picks a free one).")
  public var port = 8080

  /// `--log-level`: the least severe level logged (see ``level``).
  @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
  public var logLevel = "info"

  /// `--metrics-port`, `--metrics-host`, `--metrics-allow-remote` (see ``MetricsOptions``).
  @OptionGroup(title: "Metrics") public var metrics: MetricsOptions

  /// The defaults: 127.0.0.1, port 8080, level `info`.
  public init() {}

  /// Refuses a port outside 0...65535 or an unknown log level, naming the option.
  public func validate() throws {
    guard Logger.Level(rawValue: logLevel) != nil else {
      throw ValidationError("Unknown log level “\(logLevel)”.")
    }
    try Self.check(port, within: 0...65535, message: "The port must be between 0 and 65535.")
  }

  /// `--log-level` as a level (checked by `validate()`).
  public var level: Logger.Level {
    Logger.Level(rawValue: logLevel) ?? .info
  }

  /// False when `--host` lets other machines reach the server (`0.0.0.0`, a LAN address):
  /// servers warn then, none of them authenticates.
  public var isLoopback: Bool {
    HostName.isLoopback(host)
  }

  /// Fails with a message that names the port and what to do when another process already
  /// listens on `--host`/`--port`. A server calls it before it opens any data, so a second
  /// start on a taken port changes nothing.
  public func checkPortIsFree() async throws(ListeningPortError) {
    try await ListeningPort.checkAvailable(host: host, port: port)
  }

  /// The one range check of a command line's numbers: "--page-cache must be between 0 and
  /// 10000." (`unit` is appended: "… 86400 seconds."), or `message` instead.
  public static func check(
    _ value: Int,
    within range: ClosedRange<Int>,
    option: String = "",
    unit: String? = nil,
    message: String? = nil
  ) throws {
    guard range.contains(value) else {
      let bounds = "between \(range.lowerBound) and \(range.upperBound)" + (unit.map { " \($0)" } ?? "")
      throw ValidationError(message ?? "\(option) must be \(bounds).")
    }
  }
}
