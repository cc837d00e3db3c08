import DomainRegistry
import HTTPTypes
import HostMetrics
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
// The conversion of NIO's request head to swift-http-types' that Hummingbird's HTTP/1 codec
// makes, so an upgrade is read exactly as the router reads every other request.
import NIOHTTPTypesHTTP1

/// Where a tab's live channel is admitted: its WebSocket upgrade on `/_live<page location>`
/// (asked by `LiveServerChannel`'s upgrader), and each later move of the tab to another location
/// of its module (a `go` message, see `LiveSocket`).
///
/// The rules are those of every request, by the same code: `RequestPolicy` admits the upgrade,
/// the module is running, the query parses as `PageRequest`, the host has room. A refused
/// upgrade is answered by the router, which applies the same rules and says which one failed.
struct LiveEntrance: Sendable {
  /// One module page, by its location's path.
  struct LivePage: Sendable {
    let slug: String
    let page: Page
  }

  let policy: RequestPolicy
  let hub: LiveHub
  let health: ModuleHealth
  /// Every module page by its path (`/<slug>` or `/<slug>/<page>`).
  let pages: [String: LivePage]
  /// How often a tab is pinged; one that has not answered the previous ping is dropped.
  let heartbeat: Duration
  let logger: Logger
  /// Where an admitted upgrade is counted: it never reaches the router's metrics middleware.
  var metrics = HostMetrics()
  /// The modules' forms, which a tab may send over its channel; nil: every form is posted.
  var forms: LiveForms?

  /// The path prefix of a page's live channel: `/_live/counter` follows `/counter`.
  static let prefix = "/_live"

  init(modules: [ModuleRoutes], policy: RequestPolicy, hub: LiveHub, health: ModuleHealth, heartbeat: Duration, logger: Logger) {
    var pages: [String: LivePage] = [:]
    for module in modules {
      for page in module.pages {
        pages[module.pageURL(page)] = LivePage(slug: module.slug, page: page)
      }
    }
    self.pages = pages
    self.policy = policy
    self.hub = hub
    self.health = health
    self.heartbeat = heartbeat
    self.logger = logger
  }

  /// Asks ``admit(_:)`` about an upgrade request NIO has parsed; answers on the connection's
  /// event loop.
  func admit(_ head: HTTPRequestHead, on channel: any Channel) -> EventLoopFuture<LiveTarget?> {
    guard let converted = try? HTTPRequest(head, secure: false, splitCookie: false) else {
      return channel.eventLoop.makeSucceededFuture(nil)
    }
    let request = Request(head: converted, body: RequestBody(buffer: ByteBuffer()))
    let promise = channel.eventLoop.makePromise(of: LiveTarget?.self)
    promise.completeWithTask { await self.admit(request) }
    return promise.futureResult
  }

  /// The location and view a tab's upgrade request follows, or nil when the router must
  /// answer it (refused, not a page, a module that failed, a malformed query, a full host).
  @MainActor func admit(_ request: Request) -> LiveTarget? {
    let start = ContinuousClock.now
    do {
      try policy.admit(request)
    } catch {
      return nil
    }
    guard request.uri.path.hasPrefix(Self.prefix + "/"),
      let target = target(path: String(request.uri.path.dropFirst(Self.prefix.count)), query: request.uri.query),
      hub.streamCount < hub.maxStreams
    else { return nil }
    metrics.recordRequest(route: .live, status: 101, duration: ContinuousClock.now - start)
    return target
  }

  /// Where a tab following `current` may move to: `location` (`/<slug>/<page>?<query>`, as the
  /// address bar shows it) when it is a page of the same module, the module runs and the query
  /// parses; nil otherwise.
  func target(moving current: LiveTarget, to location: String) -> LiveTarget? {
    // A local path only: `//host/…` or `scheme:` would be another site's.
    guard location.hasPrefix("/"), !location.hasPrefix("//") else { return nil }
    let uri = URI(location)
    guard let target = target(path: uri.path, query: uri.query), target.slug == current.slug else { return nil }
    return target
  }

  /// The target of page `path` with `query` (raw, as in a URL), when the page exists, its
  /// module runs and the query parses.
  private func target(path: String, query: String?) -> LiveTarget? {
    guard let entry = pages[path], health.failure(slug: entry.slug) == nil,
      let fields = try? FormDecoder.decode(query ?? "").fields
    else { return nil }
    let location = query.map { $0.isEmpty ? path : path + "?" + $0 } ?? path
    let pageRequest = PageRequest(location: location, query: fields)
    let page = entry.page
    return LiveTarget(slug: entry.slug, key: location) { try page.view(for: pageRequest) }
  }

  /// The router's answer to a request on `/_live/…` that passed every rule yet was not
  /// upgraded: NIO upgrades only a connection's first request, so a later request asking for a
  /// WebSocket is sent to open a fresh connection (307 to itself, closing this one, as
  /// Hummingbird's WebSocket channel does); one with a malformed handshake is a 400; anything
  /// else is told this address is a WebSocket's (426).
  static func notUpgraded(_ request: Request) -> Response {
    guard RequestPolicy.isWebSocketUpgrade(request.headers) else {
      return Response(status: .upgradeRequired, headers: [.upgrade: "websocket", .connection: "Upgrade"])
    }
    guard request.headers[.secWebSocketVersion] == "13", request.headers[values: .secWebSocketKey].count == 1 else {
      return Response(status: .badRequest, headers: [.connection: "close"])
    }
    return Response(status: .temporaryRedirect, headers: [.location: request.uri.description, .connection: "close"])
  }
}
