public import DevToolsInspection
public import DevToolsWeb
public import Foundation
public import Logging
import ServerOptions

/// Everything the host needs besides the modules: where to listen, where data lives, limits.
///
/// Every value has a safe default (loopback, bounded bodies, streams and connections), so a
/// test or a small program names only what differs:
///
/// ```swift
/// let configuration = HostConfiguration(port: 0, dataDirectory: temporaryDirectory, siteTitle: "Notes")
/// ```
///
/// Apps built on AppSupport get it from their command line (`HostOptions.hostConfiguration`).
public struct HostConfiguration: Sendable {
  /// The address to listen on; `127.0.0.1` (this machine only) by default. Any other address
  /// makes the host log a warning, since it has no authentication.
  public var host: String
  /// The port to listen on; 0 lets the system choose a free one.
  public var port: Int
  /// Where modules keep their files (`ModuleContext.dataDirectory`); created at
  /// start when missing, and refused when it is a file or not readable and writable.
  public var dataDirectory: URL
  /// The least severe level the host and its modules log.
  public var logLevel: Logger.Level
  /// String options handed to every module (`ModuleContext.configuration`).
  public var moduleConfiguration: [String: String]
  /// Largest accepted request body; bigger form posts get 413.
  public var maxBodySize: Int
  /// How often an idle live-update stream sends a comment, so closed connections are noticed.
  public var heartbeat: Duration
  /// Shown in page titles and on the index page.
  public var siteTitle: String
  /// Host names (or addresses) accepted in the `Host` header besides the bound address,
  /// `localhost`, `127.0.0.1` and `[::1]`: what a reverse proxy or a LAN name sends.
  public var allowedHosts: [String]
  /// Most live-update streams open at once; the next one is answered 503 until one closes.
  public var maxLiveStreams: Int
  /// How long a connection may stay silent between requests (or while sending one) before the
  /// host closes it. Open live-update streams are not idle: they are answering a request.
  public var idleTimeout: Duration
  /// DevTools (`/_devtools`) keeping this many actions per module; nil (the default) is off.
  public var devToolsHistoryLimit: Int?
  /// Where DevTools writes its history so it outlives the process (AppSupport opens a SQLite
  /// file in the data directory); nil keeps it in memory only. Used only with DevTools on.
  public var devToolsLog: (any InspectionLog)?
  /// What a browser must sign in with before DevTools answers it (`--devtools-token-file`);
  /// nil lets in everyone who reaches the host, which AppSupport allows only on loopback.
  public var devToolsGate: DevToolsGate?
  /// This instance's name in DevTools' log (a cluster's `showcase-2`); nil names it by its
  /// host and port.
  public var instanceName: String?
  /// Most rendered pages kept (one per location, such as `/quakes?date=2018-06-10`) and served
  /// while nothing they show changes; 0 renders every request.
  public var pageCacheLimit: Int
  /// How long a kept page is served before it is rendered again for its clock-dependent text
  /// ("3 minutes ago"), although nothing it shows changed.
  public var pageMaxAge: Duration
  /// How long one live channel (a tab's WebSocket or event stream) is kept before the host
  /// closes it; the tab reconnects at once and is sent only what changed (nothing, usually).
  /// Bounds how long a tab stays on one instance behind a load balancer, so tabs spread over
  /// instances added later. Each channel's age varies by up to a tenth, so tabs that opened
  /// together do not all return together.
  public var liveChannelMaxAge: Duration
  /// How long a page location's live view is kept after its last tab left: a reload or a
  /// reconnect within it reuses the view (no rebuild, nothing resent). Zero closes it at once.
  public var liveViewGrace: Duration

  /// A configuration with the defaults the command line also uses (`HostOptions`), plus a
  /// 64 KiB body limit, a 15-second heartbeat, pages re-rendered after 5 seconds and a
  /// 10-second grace for live views.
  public init(
    host: String = "127.0.0.1",
    port: Int = 8080,
    dataDirectory: URL = URL(fileURLWithPath: ".data"),
    logLevel: Logger.Level = .info,
    moduleConfiguration: [String: String] = [:],
    maxBodySize: Int = 64 * 1024,
    heartbeat: Duration = .seconds(15),
    siteTitle: String = "ImmutableData",
    allowedHosts: [String] = [],
    maxLiveStreams: Int = 1024,
    idleTimeout: Duration = .seconds(60),
    devToolsHistoryLimit: Int? = nil,
    devToolsLog: (any InspectionLog)? = nil,
    devToolsGate: DevToolsGate? = nil,
    instanceName: String? = nil,
    pageCacheLimit: Int = 32,
    pageMaxAge: Duration = .seconds(5),
    liveChannelMaxAge: Duration = .seconds(3600),
    liveViewGrace: Duration = .seconds(10)
  ) {
    self.host = host
    self.port = port
    self.dataDirectory = dataDirectory
    self.logLevel = logLevel
    self.moduleConfiguration = moduleConfiguration
    self.maxBodySize = maxBodySize
    self.heartbeat = heartbeat
    self.siteTitle = siteTitle
    self.allowedHosts = allowedHosts
    self.maxLiveStreams = maxLiveStreams
    self.idleTimeout = idleTimeout
    self.devToolsHistoryLimit = devToolsHistoryLimit
    self.devToolsLog = devToolsLog
    self.devToolsGate = devToolsGate
    self.instanceName = instanceName
    self.pageCacheLimit = max(0, pageCacheLimit)
    self.pageMaxAge = pageMaxAge
    self.liveChannelMaxAge = liveChannelMaxAge
    self.liveViewGrace = liveViewGrace
  }
}

extension Duration {
  /// The whole duration in nanoseconds, saturating instead of overflowing.
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (sum, overflowSum) = scaled.addingReportingOverflow(attoseconds / 1_000_000_000)
    return overflowSum ? .max : sum
  }
}

extension HostConfiguration {
  /// True when `value` can be an `allowedHosts` entry: a host name or address, optionally with
  /// a port (which is not checked).
  public static func isValidAllowedHost(_ value: String) -> Bool {
    HostAuthority.allowListEntry(value) != nil
  }

  /// True for addresses only this machine can reach (`localhost`, `127.0.0.0/8`, `::1`
  /// bracketed or not).
  @available(*, deprecated, message: "Use HostName.isLoopback(_:) from ServerOptions, the one rule every server shares.")
  public static func isLoopback(_ host: String) -> Bool {
    HostName.isLoopback(host)
  }
}

extension HostConfiguration {
  /// Whether other machines can reach the host: it listens on an address other than loopback,
  /// or names an allowed host (what a reverse proxy in front of it forwards).
  public var isReachableFromOtherMachines: Bool {
    !HostName.isLoopback(self.host) || self.allowedHosts.isEmpty == false
  }
}
