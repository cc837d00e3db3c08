public import ArgumentParser

/// `--metrics-port`, `--metrics-host` and `--metrics-allow-remote`: where Prometheus metrics
/// are served, on a listener of their own. Off unless `--metrics-port` is given; loopback only
/// unless the operator explicitly allows more. Part of ``ListenOptions``, so every app and
/// `animals-server` share them.
public struct MetricsOptions: ParsableArguments, Sendable {
  /// `--metrics-port`: serve `GET /metrics` on this port; nil (the default) serves none.
  @Option(
    name: .customLong("metrics-port"),
    help: ArgumentHelp(
      "Serve Prometheus metrics at GET /metrics on this port, apart from the app's own (off unless given; 0 picks a free one).",
      valueName: "port"))
  public var port: Int?

  /// `--metrics-host`: the metrics listener's address, loopback by default.
  @Option(
    name: .customLong("metrics-host"),
    help: "The metrics listener's address; a loopback one unless --metrics-allow-remote.")
  public var host = "127.0.0.1"

  /// `--metrics-allow-remote`: lets `--metrics-host` be an address other machines reach.
  @Flag(
    name: .customLong("metrics-allow-remote"),
    help: "Allow a --metrics-host other machines can reach (the metrics have no authentication).")
  public var allowsRemote = false

  /// Metrics off, on 127.0.0.1 when turned on.
  public init() {}

  /// Refuses a port outside 0...65535 and, unless allowed, a host other machines can reach.
  public func validate() throws {
    if let port {
      try ListenOptions.check(port, within: 0...65535, option: "--metrics-port")
    }
    do {
      try MetricsListener.checkHost(host, allowsRemote: allowsRemote)
    } catch {
      throw ValidationError(error.description)
    }
  }
}
