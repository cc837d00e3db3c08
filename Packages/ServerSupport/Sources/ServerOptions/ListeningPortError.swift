/// Why a server cannot listen where it was asked to, as ``ListeningPort/checkAvailable(host:port:)``
/// finds before the server opens any data.
public enum ListeningPortError: Error, Equatable, CustomStringConvertible {
  /// Another process already listens on the port.
  case portInUse(host: String, port: Int)
  /// The address cannot be listened on for another reason (one this machine does not have).
  case cannotListen(host: String, port: Int, reason: String)

  /// The message a server prints for its `--host` and `--port`: what is wrong and what to do.
  public var description: String {
    switch self {
    case .portInUse(let host, let port):
      "Port \(port) on \(host) is already in use by another process. Stop that process, or choose another port with --port N (--port 0 picks a free one)."
    case .cannotListen(let host, let port, let reason):
      "Cannot listen on \(host):\(port): \(reason). Check --host (127.0.0.1 listens on this machine only)."
    }
  }
}
