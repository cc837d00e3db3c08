import Hummingbird
import ServerOptions
import Synchronization

/// The host's rules for which requests it serves: the `Host` header must name this server
/// (DNS-rebinding defence) and a request that changes data must come from one of its own pages
/// (cross-site request defence). Every route gets them through `SecurityMiddleware`.
struct RequestPolicy: Sendable {
  /// Lowercased host names the host answers to on its own port.
  let ownHostNames: Set<String>
  /// Lowercased `--allowed-host` names, accepted on any port (a reverse proxy's port differs).
  let extraHostNames: Set<String>
  /// The port the server listens on, known once it runs (the configured one may be 0).
  let boundPort: BoundPort

  init(configuration: HostConfiguration, boundPort: BoundPort) {
    var own = HostName.loopbackNames
    if let bound = HostName.normalised(configuration.host), !HostAuthority.isWildcard(bound) {
      own.insert(bound)
    }
    ownHostNames = own
    extraHostNames = Set(configuration.allowedHosts.compactMap(HostAuthority.allowListEntry))
    self.boundPort = boundPort
  }

  /// Throws the rejection a request gets, or returns when the host may serve it. Pages, posts,
  /// assets and live upgrades all pass here (a live upgrade before NIO answers it with 101).
  func admit(_ request: Request) throws(RequestRejection) {
    // The first `Host` line is the request's authority; any other is left among the fields.
    // Two of them are a 400 (RFC 9112, section 3.2): were the second one foreign, this host
    // and a proxy in front of it could each read another name.
    guard request.headers[values: Self.host].isEmpty else {
      throw .badHost("The request has more than one Host header.")
    }
    let authority = try checkHost(request.head.authority)
    // A WebSocket is not bound by the same-origin policy: another site's page could open one
    // and read what the live channel sends, so its upgrade must come from this host's pages.
    if !Self.isSafe(request.method) || Self.isWebSocketUpgrade(request.headers) {
      try checkOrigin(request.headers, authority: authority)
    }
  }

  /// Accepts the `Host` header when it names this server; returns it parsed.
  func checkHost(_ value: String?) throws(RequestRejection) -> HostAuthority {
    guard let value, let authority = HostAuthority(value) else {
      throw .badHost("The request has no valid Host header.")
    }
    if extraHostNames.contains(authority.host) { return authority }
    guard ownHostNames.contains(authority.host) else {
      throw .misdirected(
        "This server does not answer to the host name “\(authority.host)”. Start it with --allowed-host \(authority.host) to allow it.")
    }
    if let port = authority.port, let bound = boundPort.value, port != bound {
      throw .misdirected("This server listens on port \(bound), not \(port).")
    }
    return authority
  }

  /// A request that changes data must come from this host's own pages. Browsers say where a
  /// request comes from in `Sec-Fetch-Site` and `Origin`; a client sending neither is not a
  /// browser (curl, a script), so no other site can be driving it.
  func checkOrigin(_ headers: HTTPFields, authority: HostAuthority) throws(RequestRejection) {
    // One value each: `HTTPFields` would join repeated lines with a comma, which no allowed
    // value contains, but a request sending two origins is not a browser's and is refused as such.
    guard headers[values: Self.secFetchSite].count <= 1, headers[values: .origin].count <= 1 else {
      throw .crossSite("The request names where it comes from more than once; only this server’s own pages may change its data.")
    }
    if let site = headers[Self.secFetchSite]?.lowercased(), site != "same-origin", site != "none" {
      throw .crossSite("This form was sent from another site (\(site)); only this server’s own pages may change its data.")
    }
    // A `ws:` or `wss:` origin is never a web page's (browsers send the page's http(s) origin
    // with a WebSocket too): it comes from a non-browser client, which could send anything.
    if let origin = headers[.origin], !origin.lowercased().hasPrefix("ws:"), !origin.lowercased().hasPrefix("wss:") {
      let own = authority.description
      guard origin.lowercased() == "http://\(own)" || origin.lowercased() == "https://\(own)" else {
        throw .crossSite("This form was sent from \(origin); only this server’s own pages may change its data.")
      }
    }
  }

  static let secFetchSite = HTTPFields.Element.Name("Sec-Fetch-Site")!
  /// A `Host` line among the fields: only a repeated one is left there (see ``admit(_:)``).
  static let host = HTTPFields.Element.Name("Host")!

  static func isWebSocketUpgrade(_ headers: HTTPFields) -> Bool {
    headers[.upgrade]?.lowercased() == "websocket"
  }

  /// Methods that only read: they never run a form action.
  static func isSafe(_ method: HTTPRequest.Method) -> Bool {
    method == .get || method == .head || method == .options
  }
}

/// Where the server actually listens, set once it has bound its socket.
final class BoundPort: Sendable {
  private let box = Mutex<Int?>(nil)

  var value: Int? { box.withLock { $0 } }

  func set(_ port: Int?) { box.withLock { $0 = port } }
}

/// Why the host refused a request before any route saw it.
enum RequestRejection: Error, Equatable {
  case badHost(String)
  case misdirected(String)
  case crossSite(String)

  var status: HTTPResponse.Status {
    switch self {
    case .badHost: .badRequest
    case .misdirected: .init(code: 421, reasonPhrase: "Misdirected Request")
    case .crossSite: .forbidden
    }
  }

  var message: String {
    switch self {
    case .badHost(let message), .misdirected(let message), .crossSite(let message): message
    }
  }
}
