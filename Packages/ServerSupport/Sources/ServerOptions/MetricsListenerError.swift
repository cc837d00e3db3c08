/// Why the metrics listener cannot start, as the app prints it: what is wrong and what to do.
public enum MetricsListenerError: Error, Equatable, CustomStringConvertible {
  /// The metrics host is reachable from other machines and that was not explicitly allowed.
  case notLoopback(host: String)
  /// Another process listens on the metrics port.
  case portInUse(host: String, port: Int)
  /// The metrics address cannot be listened on for another reason (one this machine does not have).
  case cannotListen(host: String, port: Int, reason: String)

  /// The message the app prints.
  public var description: String {
    switch self {
    case .notLoopback(let host):
      "--metrics-host \(host) would let other machines read the metrics, which have no authentication. Use a loopback address (127.0.0.1, ::1, localhost), or add --metrics-allow-remote when a firewall or proxy guards the port."
    case .portInUse(let host, let port):
      "The metrics port \(port) on \(host) is already in use by another process. Stop that process, or choose another port with --metrics-port N (0 picks a free one)."
    case .cannotListen(let host, let port, let reason):
      "Cannot listen for metrics on \(host):\(port): \(reason). Check --metrics-host (127.0.0.1 listens on this machine only)."
    }
  }
}
