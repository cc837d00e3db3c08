import DomainRegistry
import HTTPTypes
import HostMetrics
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1
import NIOWebSocket

/// Where a tab's WebSocket on `/_live<page>` comes in without Hummingbird's WebSocket handler,
/// served by NIO handlers alone: an open tab then costs its connection and a few small objects,
/// no task. Hummingbird's handler runs three tasks per WebSocket (the connection's, its ping
/// loop, the handler's body) whose stacks stay allocated while the tab is open: about 28 KiB
/// per tab against about 6 KiB here (see docs/benchmarks.md, "Issue #26").
///
/// The same rules apply as on the router's `/_live` routes, by the same code: the request is
/// admitted by `RequestPolicy`, the module is running, the query parses, the host has room.
/// Any request this does not take (another path, a malformed or refused upgrade) goes to the
/// router unchanged, which answers it as before.
struct LiveEntrance: Sendable {
  struct LivePage: Sendable {
    let slug: String
    let page: Page
  }

  let policy: RequestPolicy
  let hub: LiveHub
  let health: ModuleHealth
  /// Every module page by its live path (`/_live/<slug>` or `/_live/<slug>/<page>`).
  let pages: [String: LivePage]
  /// How often a tab is pinged; one that has not answered the previous ping is dropped.
  let heartbeat: Duration
  let logger: Logger
  /// Where an admitted upgrade is counted: it never reaches the router's metrics middleware.
  var metrics = HostMetrics()

  init(modules: [ModuleRoutes], policy: RequestPolicy, hub: LiveHub, health: ModuleHealth, heartbeat: Duration, logger: Logger) {
    var pages: [String: LivePage] = [:]
    for module in modules {
      for page in module.pages {
        pages["/_live" + module.pageURL(page)] = LivePage(slug: module.slug, page: page)
      }
    }
    self.pages = pages
    self.policy = policy
    self.hub = hub
    self.health = health
    self.heartbeat = heartbeat
    self.logger = logger
  }

  /// The location and view a tab's upgrade request follows, or nil when the router must
  /// answer it (refused, a module that failed, a malformed query, a full host, not a page).
  @MainActor func admit(_ request: Request) -> LiveTarget? {
    let start = ContinuousClock.now
    do {
      try policy.admit(request)
    } catch {
      return nil
    }
    guard let entry = pages[request.uri.path], health.failure(slug: entry.slug) == nil,
      let pageRequest = try? PageRequest(request, location: WebHost.pageLocation(of: request, dropping: "/_live")),
      hub.streamCount < hub.maxStreams
    else { return nil }
    let page = entry.page
    metrics.recordRequest(route: .live, status: 101, duration: ContinuousClock.now - start)
    return LiveTarget(key: pageRequest.location) { try page.view(for: pageRequest) }
  }

  /// A WebSocket upgrade request read from its head (the bytes up to the blank line), or nil
  /// for anything else: another method or version, a body, a header that does not parse, no
  /// WebSocket key.
  static func upgradeRequest(head: String) -> Request? {
    var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)[...]
    guard let requestLine = lines.popFirst() else { return nil }
    let parts = requestLine.split(separator: " ", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "GET", parts[2] == "HTTP/1.1", parts[1].hasPrefix("/_live/") else { return nil }
    var fields = HTTPFields()
    var authority: String?
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else { return nil }
      let value = line[line.index(after: colon)...].trimmingPrefix(while: { $0 == " " || $0 == "\t" })
      let trimmed = String(value.reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
      if name.canonicalName == "host" {
        guard authority == nil else { return nil }
        authority = trimmed
      } else {
        fields.append(HTTPField(name: name, value: trimmed))
      }
    }
    guard fields[.contentLength] == nil, fields[.transferEncoding] == nil,
      fields[.upgrade]?.lowercased() == "websocket",
      fields[.connection]?.lowercased().contains("upgrade") == true,
      fields[.secWebSocketVersion] == "13", fields[.secWebSocketKey]?.isEmpty == false
    else { return nil }
    let head = HTTPRequest(method: .get, scheme: nil, authority: authority, path: String(parts[1]), headerFields: fields)
    return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
  }
}

/// What an admitted tab follows: its page location and how to build the location's view.
struct LiveTarget: Sendable {
  let key: String
  let makeView: @MainActor @Sendable () throws -> PageView
}

/// The first handler of every connection (after `FirstRequestTimeout`): reads the request head
/// and decides whose the connection is. A live page's WebSocket that `LiveEntrance` admits is
/// upgraded by NIO's WebSocket upgrader and served by a `LiveFrameHandler`; everything else is
/// handed to Hummingbird's pipeline with the bytes read so far. Other requests are told apart
/// by their first bytes, so they wait for nothing.
final class LiveRequestSniffer: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  /// The longest head looked at; a longer one is left to the router.
  static let maxHeadSize = 8192
  private static let livePrefix = Array("GET /_live/".utf8)
  private static let headEnd = Array("\r\n\r\n".utf8)

  private enum State {
    case reading
    case deciding
    case handedOver
  }

  private let entrance: LiveEntrance
  private let decided: EventLoopPromise<LiveServerChannel.Route>
  private let idleTimeout: TimeAmount
  /// Configures Hummingbird's pipeline on the connection (after this handler).
  private let http: @Sendable (any Channel) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value>
  private var state = State.reading
  private var buffered: ByteBuffer?
  private var timer: Scheduled<Void>?

  init(
    entrance: LiveEntrance, decided: EventLoopPromise<LiveServerChannel.Route>, idleTimeout: TimeAmount,
    http: @escaping @Sendable (any Channel) -> EventLoopFuture<HTTP1WebSocketUpgradeChannel.Value>
  ) {
    self.entrance = entrance
    self.decided = decided
    self.idleTimeout = idleTimeout
    self.http = http
  }

  func handlerAdded(context: ChannelHandlerContext) {
    // A head that stops half-way is closed like a silent connection.
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    timer = context.eventLoop.scheduleTask(in: idleTimeout) {
      loopBound.value.close(promise: nil)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
    if case .handedOver = state { return }
    state = .handedOver
    decided.fail(ChannelError.ioOnClosedChannel)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    var bytes = unwrapInboundIn(data)
    if buffered == nil {
      buffered = bytes
    } else {
      buffered?.writeBuffer(&bytes)
    }
    guard case .reading = state, let buffer = buffered else { return }
    let view = buffer.readableBytesView
    guard view.starts(with: Self.livePrefix.prefix(view.count)) else { return handOver(context, to: nil) }
    guard view.count >= Self.livePrefix.count else { return }
    guard let end = view.firstRange(of: Self.headEnd) else {
      if view.count > Self.maxHeadSize { handOver(context, to: nil) }
      return
    }
    let head = String(decoding: view[view.startIndex..<end.lowerBound], as: UTF8.self)
    guard let request = LiveEntrance.upgradeRequest(head: head) else { return handOver(context, to: nil) }
    state = .deciding
    let entrance = entrance
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    Task { @MainActor in
      let target = entrance.admit(request)
      loopBound.eventLoop.execute {
        let (handler, context) = loopBound.value
        guard case .deciding = handler.state else { return }
        handler.handOver(context, to: target)
      }
    }
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    // Held back with the bytes; sent on with them.
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // The server stops and waits for every connection to close: one that has not finished
    // its request head has nothing in progress (Hummingbird's handlers are not there yet to
    // see the event). Likewise a client that stops sending before its head is complete (the
    // server allows half-closed connections, so that is an event, not a close).
    if event is ChannelShouldQuiesceEvent || (event as? ChannelEvent) == .inputClosed {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  /// Configures the connection for `target` (Hummingbird's pipeline when nil), passes on
  /// what was read, and leaves the pipeline.
  private func handOver(_ context: ChannelHandlerContext, to target: LiveTarget?) {
    state = .handedOver
    timer?.cancel()
    timer = nil
    do {
      if let target {
        _ = try context.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: liveConfiguration(target))
        decided.succeed(.live)
      } else {
        http(context.channel).map { .http($0) }.cascade(to: decided)
      }
    } catch {
      decided.fail(error)
      context.close(promise: nil)
      return
    }
    if let buffered {
      self.buffered = nil
      context.fireChannelRead(wrapInboundOut(buffered))
      context.fireChannelReadComplete()
    }
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  /// NIO's HTTP decoding and WebSocket upgrade, then a `LiveFrameHandler` for the tab.
  private func liveConfiguration(_ target: LiveTarget) -> NIOUpgradableHTTPServerPipelineConfiguration<Bool> {
    let entrance = entrance
    let upgrader = NIOTypedWebSocketServerUpgrader<Bool>(
      maxFrameSize: LiveSocket.maxMessageSize,
      shouldUpgrade: { channel, _ in channel.eventLoop.makeSucceededFuture(HTTPHeaders()) },
      upgradePipelineHandler: { channel, _ in
        channel.eventLoop.makeCompletedFuture {
          try channel.pipeline.syncOperations.addHandler(LiveFrameHandler(target: target, entrance: entrance))
          return true
        }
      }
    )
    var configuration = NIOUpgradableHTTPServerPipelineConfiguration<Bool>(
      upgradeConfiguration: .init(upgraders: [upgrader]) { channel in
        // NIO found the upgrade malformed after all: nothing else is served here.
        channel.close().map { false }
      }
    )
    configuration.enablePipelining = false
    return configuration
  }
}

/// A tab's WebSocket after the upgrade, on its event loop: the hello subscribes it (its
/// catch-up and every change are then written by the fan-out, see `LiveSocketWriter`), pings
/// go out every heartbeat and a tab that did not answer the last one is dropped, a ping is
/// answered, a close is answered and the connection closed; closing releases the tab's part.
final class LiveFrameHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let target: LiveTarget
  private let entrance: LiveEntrance
  private var writer: LiveSocketWriter?
  private var helloDeadline: Scheduled<Void>?
  private var pinger: RepeatedTask?
  private var greeted = false
  private var awaitingPong = false

  init(target: LiveTarget, entrance: LiveEntrance) {
    self.target = target
    self.entrance = entrance
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let writer = LiveSocketWriter(connection: context.channel, outbound: nil)
    self.writer = writer
    helloDeadline = context.eventLoop.scheduleTask(in: .nanoseconds(LiveSocket.helloTimeout.nanoseconds)) {
      writer.close(.policyViolation, reason: "no hello")
    }
    let heartbeat = TimeAmount.nanoseconds(entrance.heartbeat.nanoseconds)
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    pinger = context.eventLoop.scheduleRepeatedTask(initialDelay: heartbeat, delay: heartbeat) { _ in
      let (handler, context) = loopBound.value
      handler.ping(context)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    stopTimers()
  }

  func channelInactive(context: ChannelHandlerContext) {
    stopTimers()
    if let writer {
      let hub = entrance.hub
      Task { @MainActor in writer.left(hub) }
    }
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    let frame = unwrapInboundIn(data)
    switch frame.opcode {
    case .ping:
      guard frame.fin else { return protocolError(context) }
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
    case .pong:
      awaitingPong = false
    case .connectionClose:
      // Answer with the tab's code, then close.
      var data = frame.unmaskedData
      let code = data.readSlice(length: min(2, data.readableBytes)) ?? ByteBuffer()
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))).whenComplete { _ in
        channel.close(promise: nil)
      }
    case .text, .binary, .continuation:
      // Only the first message counts; anything else the tab sends is read and ignored.
      guard !greeted, let writer else { return }
      greeted = true
      helloDeadline?.cancel()
      helloDeadline = nil
      let version = frame.opcode == .text ? LiveSocket.version(in: .text(String(buffer: frame.unmaskedData))) : nil
      subscribe(writer, from: version)
    default:
      break
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // The server stops: the tab is told to reconnect (to the next process, or another
    // instance), and the connection closes, which the server waits for.
    if event is ChannelShouldQuiesceEvent {
      writer?.close(.goingAway, reason: nil)
      return
    }
    // The tab's side closed without a close frame (the server allows half-closed connections,
    // so that is an event): the tab is gone.
    if (event as? ChannelEvent) == .inputClosed {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    entrance.logger.debug("live socket failed: \(String(describing: error))")
    context.close(promise: nil)
  }

  private func subscribe(_ writer: LiveSocketWriter, from version: LiveVersion?) {
    let hub = entrance.hub
    let target = target
    let logger = entrance.logger
    Task { @MainActor in
      do {
        let id = try await hub.subscribe(key: target.key, resumingFrom: version, writer: writer, makeView: target.makeView)
        writer.opened(id: id, hub: hub)
      } catch let limit as LiveStreamLimit {
        // 1013 "try again later": the tab retries after a pause.
        writer.close(.unknown(1013), reason: "\(limit.limit) live channels open")
      } catch {
        logger.debug("live socket refused: \(String(describing: error))")
        writer.close(.policyViolation, reason: "this page cannot be followed live")
      }
    }
  }

  /// Pings the tab, or drops it when it did not answer the previous ping.
  private func ping(_ context: ChannelHandlerContext) {
    guard !awaitingPong else {
      writer?.close(.goingAway, reason: "ping timeout")
      return
    }
    awaitingPong = true
    context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())), promise: nil)
  }

  private func protocolError(_ context: ChannelHandlerContext) {
    writer?.close(.protocolError, reason: nil)
  }

  private func stopTimers() {
    helloDeadline?.cancel()
    helloDeadline = nil
    pinger?.cancel()
    pinger = nil
  }
}
