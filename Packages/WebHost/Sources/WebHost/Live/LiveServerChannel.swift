import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
// Hummingbird's HTTP/1 handling reads swift-http-types' request parts: the codec from NIO's
// parts to those is the one Hummingbird's own channels add (swift-nio-extras, which
// Hummingbird brings).
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import NIOWebSocket

/// The host's connections, one path for all of them: NIO's upgradable HTTP/1 pipeline parses
/// every request head. The first request of a connection may be a live page's WebSocket
/// upgrade; NIO's WebSocket upgrader asks `LiveEntrance` (the same `RequestPolicy` every
/// request passes, the module's health, the query, the hub's room) and, when admitted, answers
/// 101 and hands the connection to a `LiveFrameHandler`: no Swift task per open tab, about
/// 6 KiB each (see docs/benchmarks.md, "Issue #26"). Every other request, a refused upgrade
/// included, goes on to Hummingbird's HTTP/1 handling on the same pipeline, whose router answers
/// it as any request (a refused upgrade gets the error page of its refusal).
///
/// Three additions to what Hummingbird's `HTTP1WebSocketUpgradeChannel` does: `FirstRequestTimeout`
/// watches the connection until its first request is routed (Hummingbird's idle timeout starts
/// only then); a first request that does not parse is answered 400 by NIO's error handler
/// (Hummingbird's own answer to a parse error is installed only after the first request); and
/// `NotUpgradedRequest` gives the HTTP handlers the parts of a first request NIO held back
/// while it considered an upgrade it did not make.
struct LiveServerChannel: ServerChildChannel, HTTPChannelHandler {
  /// What a connection became once its first request was read.
  enum Route: Sendable {
    /// Hummingbird's HTTP/1 handling serves it (pages, posts, assets, refused upgrades).
    case http(NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>)
    /// A live tab's WebSocket, served by its `LiveFrameHandler`.
    case live
  }

  /// A connection and what it becomes.
  struct Value: ServerChildChannelValue {
    let channel: any Channel
    let route: EventLoopFuture<Route>
  }

  /// The router's answer to every HTTP request.
  let responder: HTTPChannelHandler.Responder
  /// The HTTP/1 side: idle timeout, decoder limits, extra handlers (as Hummingbird's `HTTP1Channel`).
  let configuration: HTTP1Channel.Configuration
  /// How long a connection may take to send its first request head.
  let firstRequestTimeout: TimeAmount
  /// Admits live upgrades (and builds what an admitted tab follows).
  let entrance: LiveEntrance

  /// Configures a new connection: `FirstRequestTimeout`, NIO's HTTP/1 codec with its WebSocket
  /// upgrader and `NotUpgradedRequest`; the route is known once the first request is read.
  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      let timeout = FirstRequestTimeout(timeout: firstRequestTimeout)
      try channel.pipeline.syncOperations.addHandler(timeout)
      let notUpgraded = NotUpgradedRequest()
      // Both outcomes below run on this connection's event loop.
      let firstRequest = NIOLoopBound((timeout, notUpgraded), eventLoop: channel.eventLoop)
      let admitted = NIOLoopBoundBox<LiveTarget?>(nil, eventLoop: channel.eventLoop)
      let entrance = entrance
      let configuration = configuration
      let upgrader = NIOTypedWebSocketServerUpgrader<Route>(
        // Frames larger than a message may be are refused by NIO's decoder (close 1009).
        maxFrameSize: LiveSocket.maxMessageSize,
        // `LiveFrameHandler` answers the decoder's errors itself, with a reason (and one
        // handler less per open tab).
        enableAutomaticErrorHandling: false,
        shouldUpgrade: { channel, head in
          entrance.admit(head, on: channel).map { target in
            admitted.value = target
            // Not needed past an admitted upgrade (and it must be gone before the WebSocket's bytes).
            if target != nil { channel.pipeline.syncOperations.removeHandler(firstRequest.value.1, promise: nil) }
            // nil refuses: NIO then passes the request on as HTTP (below).
            return target.map { _ in HTTPHeaders() }
          }
        },
        upgradePipelineHandler: { channel, _ in
          channel.eventLoop.makeCompletedFuture {
            guard let target = admitted.value else { throw NIOWebSocketUpgradeError.unsupportedWebSocketTarget }
            admitted.value = nil
            channel.pipeline.syncOperations.removeHandler(firstRequest.value.0, promise: nil)
            try channel.pipeline.syncOperations.addHandler(LiveFrameHandler(target: target, entrance: entrance, connection: channel))
            return Route.live
          }
        }
      )
      var upgrade = NIOUpgradableHTTPServerPipelineConfiguration<Route>(
        upgradeConfiguration: .init(upgraders: [upgrader]) { channel in
          channel.eventLoop.makeCompletedFuture {
            // As Hummingbird's `HTTP1Channel` sets up a connection, from the parsed request on.
            let (timeout, notUpgraded) = firstRequest.value
            channel.pipeline.syncOperations.removeHandler(timeout, promise: nil)
            try channel.pipeline.syncOperations.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            try channel.pipeline.syncOperations.addHandlers(configuration.additionalChannelHandlers())
            try channel.pipeline.syncOperations.addHandler(
              HTTPConnectionStateHandler(idleTimeout: configuration.idleTimeout.map { .nanoseconds($0.nanoseconds) }, logger: logger))
            let http = try NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>(
              wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
            // What NIO held back of a request naming an upgrade it did not make goes to the
            // handlers just added, ahead of anything NIO passes on itself.
            notUpgraded.replay(into: try channel.pipeline.syncOperations.context(handlerType: NIOTypedHTTPServerUpgradeHandler<Route>.self))
            channel.pipeline.syncOperations.removeHandler(notUpgraded, promise: nil)
            return Route.http(http)
          }
        }
      )
      // HTTP is pipelined by `NIOAsyncChannel`, and swift-http-types validates response
      // headers (both as in Hummingbird's channels).
      upgrade.enablePipelining = false
      upgrade.enableResponseHeaderValidation = false
      // Unlike Hummingbird's channels: a first request head that does not parse (a malformed
      // line, a head over the limits) is answered 400 and closed at once, before any of
      // Hummingbird's handlers is there to answer it.
      upgrade.enableErrorHandling = true
      upgrade.decoderConfiguration.maxHeaderFieldSize = configuration.httpDecoder.maxHeaderFieldSize
      upgrade.decoderConfiguration.maxHeaderListSize = configuration.httpDecoder.maxHeaderListSize
      upgrade.decoderConfiguration.maxHeaderFieldCount = configuration.httpDecoder.maxHeaderFieldCount
      let route = try channel.pipeline.syncOperations.configureUpgradableHTTPServerPipeline(configuration: upgrade)
      let upgradeHandler = try channel.pipeline.syncOperations.context(handlerType: NIOTypedHTTPServerUpgradeHandler<Route>.self)
      try channel.pipeline.syncOperations.addHandler(notUpgraded, position: .before(upgradeHandler.handler))
      return Value(channel: channel, route: route)
    }
  }

  /// Serves an HTTP connection until it closes; a live tab's needs no task (its handlers serve it).
  func handle(value: Value, logger: Logger) async {
    let route: Route
    do {
      route = try await value.route.get()
    } catch {
      // Closed before its first request was routed: silent, a head that did not parse (already
      // answered 400), the client gone, the server stopping.
      logger.trace("connection ended before its first request: \(String(describing: error))")
      value.channel.close(promise: nil)
      return
    }
    if case .http(let http) = route {
      await handleHTTP(asyncChannel: http, logger: logger)
    }
  }
}

extension HTTPServerBuilder {
  /// HTTP/1.1 whose connections may become live pages' WebSockets (see `LiveServerChannel`).
  static func live(configuration: HTTP1Channel.Configuration, firstRequestTimeout: Duration, entrance: LiveEntrance) -> HTTPServerBuilder {
    HTTPServerBuilder { responder in
      LiveServerChannel(
        responder: responder, configuration: configuration,
        firstRequestTimeout: .nanoseconds(firstRequestTimeout.nanoseconds), entrance: entrance)
    }
  }
}
