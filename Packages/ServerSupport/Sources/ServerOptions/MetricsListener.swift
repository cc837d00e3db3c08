import Foundation
public import Hummingbird
public import Logging
public import Prometheus

/// The listener of `GET /metrics`: the Prometheus text of one registry, on its own address, so
/// the app's port never serves it. Loopback unless explicitly allowed, and even then every
/// request must name a loopback host unless remote access is allowed (a page on another site
/// that resolves its name to 127.0.0.1 cannot read it).
public struct MetricsListener: Sendable {
  /// The address listened on.
  public let host: String
  /// The port listened on; 0 picks a free one (see `onRunning` of ``makeApplication(logger:onRunning:)``).
  public let port: Int
  /// The registry whose metrics are served.
  public let registry: PrometheusCollectorRegistry
  private let allowsRemote: Bool

  /// Throws ``MetricsListenerError/notLoopback(host:)`` for a `host` other machines reach,
  /// unless `allowsRemote`.
  public init(host: String = "127.0.0.1", port: Int, allowsRemote: Bool = false, registry: PrometheusCollectorRegistry)
    throws(MetricsListenerError)
  {
    try Self.checkHost(host, allowsRemote: allowsRemote)
    self.host = host
    self.port = port
    self.allowsRemote = allowsRemote
    self.registry = registry
  }

  /// Refuses a host other machines reach unless `allowsRemote`.
  public static func checkHost(_ host: String, allowsRemote: Bool) throws(MetricsListenerError) {
    guard allowsRemote || HostName.isLoopback(host) else { throw .notLoopback(host: host) }
  }

  /// The application serving `GET /metrics` and nothing else (404); `onRunning` is told the
  /// bound port.
  public func makeApplication(logger: Logger, onRunning: @escaping @Sendable (Int) async -> Void = { _ in })
    -> some ApplicationProtocol
  {
    let router = Router()
    let registry = self.registry
    let allowsRemote = self.allowsRemote
    router.get("/metrics") { request, _ in
      guard allowsRemote || Self.namesLoopback(request.head.authority) else {
        return Response(
          status: .misdirectedRequest, headers: [.contentType: "text/plain; charset=utf-8"],
          body: .init(byteBuffer: ByteBuffer(string: "Name this host by a loopback address.\n")))
      }
      return Response(
        status: .ok,
        headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(bytes: registry.emitToBuffer()))
      )
    }
    let host = self.host
    return Application(
      router: router,
      configuration: .init(address: .hostname(host, port: port), serverName: "metrics"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        logger.notice("metrics at http://\(host):\(port)/metrics")
        await onRunning(port)
      },
      logger: logger
    )
  }

  /// True when a request's `Host` (`127.0.0.1:9100`, `[::1]:9100`, `localhost`) names this machine.
  static func namesLoopback(_ authority: String?) -> Bool {
    guard let authority, !authority.isEmpty else { return false }
    let name: Substring
    if authority.hasPrefix("["), let end = authority.firstIndex(of: "]") {
      name = authority[...end]
    } else {
      name = authority.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)[0]
    }
    return HostName.isLoopback(String(name))
  }
}
