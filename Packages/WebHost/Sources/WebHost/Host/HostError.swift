import DevToolsWeb
import ServerOptions

/// Why the host refused to start.
public enum HostError: Error, Equatable, CustomStringConvertible {
  /// A module took a slug the host serves itself (`healthz`, `actions`).
  case reservedSlug(String)
  /// A module declared two pages at one path.
  case duplicatePage(slug: String, path: String)
  /// The data directory cannot be created, or is not a directory this process can read and write.
  case invalidDataDirectory(String, reason: String)
  /// Another process already listens on the port (checked before any module opens its data).
  case portInUse(host: String, port: Int)
  /// The address cannot be listened on for another reason (one this machine does not have).
  case cannotListen(host: String, port: Int, reason: String)
  /// DevTools are on, the host is reachable from other machines (an address other than
  /// loopback, or an allowed host a proxy forwards), and no gate keeps strangers out.
  case devToolsWithoutGate(host: String)

  /// The message the app prints: what is wrong and what to do.
  public var description: String {
    switch self {
    case .reservedSlug(let slug): "The module slug “\(slug)” is reserved by the host."
    case .duplicatePage(let slug, let path): "The module “\(slug)” declares the page “/\(path)” twice."
    case .invalidDataDirectory(let path, let reason):
      "Cannot use the data directory \(path): \(reason). Fix it, or choose another one with --data-dir PATH."
    case .portInUse(let host, let port): ListeningPortError.portInUse(host: host, port: port).description
    case .cannotListen(let host, let port, let reason):
      ListeningPortError.cannotListen(host: host, port: port, reason: reason).description
    case .devToolsWithoutGate(let host):
      "DevTools on \(host), reachable from other machines, would let anyone who reaches it read and replace every module's state. Add --devtools-token-file FILE (a token of \(DevToolsGate.minimumLength) characters or more), or serve on loopback without --allowed-host."
    }
  }
}
