import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The host's connections: HTTP/1.1 that may become a page's WebSocket, with two additions to
/// Hummingbird's WebSocket channel. A live page's WebSocket is taken before Hummingbird sees it
/// and served by NIO handlers alone (`LiveEntrance`: no task per open tab); every other
/// connection gets Hummingbird's pipeline, with the bytes read meanwhile. And Hummingbird's
/// channel installs its idle timeout only once the first request has been read, so a connection
/// that never sends one would stay open forever; `FirstRequestTimeout` closes it after the
/// host's idle timeout.
struct LiveServerChannel: ServerChildChannel {
  /// Whose a connection is, known once its request head has been read.
  enum Route: Sendable {
    case http(HTTP1WebSocketUpgradeChannel.Value)
    case live
  }

  struct Value: ServerChildChannelValue {
    let channel: any Channel
    let route: EventLoopFuture<Route>
  }

  let base: HTTP1WebSocketUpgradeChannel
  let idleTimeout: TimeAmount
  let entrance: LiveEntrance

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    let decided = channel.eventLoop.makePromise(of: Route.self)
    let base = base
    return channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(FirstRequestTimeout(timeout: idleTimeout))
      try channel.pipeline.syncOperations.addHandler(
        LiveRequestSniffer(entrance: entrance, decided: decided, idleTimeout: idleTimeout) { channel in
          base.setup(channel: channel, logger: logger)
        })
      return Value(channel: channel, route: decided.futureResult)
    }
  }

  /// The connection a WebSocket handler runs for: Hummingbird hands a handler its streams but
  /// not the connection, which `LiveSocket` writes to directly (see `LiveSocketWriter`).
  @TaskLocal static var connection: (any Channel)?

  /// A live tab's connection needs no task: its handlers serve it (see `LiveFrameHandler`).
  func handle(value: Value, logger: Logger) async {
    guard case .http(let http)? = try? await value.route.get() else { return }
    await Self.$connection.withValue(value.channel) {
      await base.handle(value: http, logger: logger)
    }
  }
}

extension HTTPServerBuilder {
  /// HTTP/1.1 with WebSocket upgrades through `router`, and live pages' WebSockets through
  /// `entrance` (see `LiveServerChannel`).
  static func live<Router: HTTPResponderBuilder & _HB_SendableMetatype>(
    router: Router, configuration: HTTP1WebSocketUpgradeChannel.Configuration, idleTimeout: Duration, entrance: LiveEntrance
  ) -> HTTPServerBuilder where Router.Responder.Context: WebSocketRequestContext {
    let webSocketResponder = router.buildResponder()
    let timeout = TimeAmount.nanoseconds(idleTimeout.nanoseconds)
    return HTTPServerBuilder { responder in
      LiveServerChannel(
        base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
        idleTimeout: timeout,
        entrance: entrance
      )
    }
  }
}

/// Closes a connection that has sent nothing within `timeout` of opening; leaves the pipeline
/// at its first byte (from then on the HTTP handler's idle timeout, or the WebSocket's pings,
/// watch the connection).
final class FirstRequestTimeout: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny
  typealias InboundOut = NIOAny

  private let timeout: TimeAmount
  private var timer: Scheduled<Void>?

  init(timeout: TimeAmount) {
    self.timeout = timeout
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { arm(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    arm(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    timer?.cancel()
    timer = nil
    context.fireChannelRead(data)
    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }

  private func arm(_ context: ChannelHandlerContext) {
    guard timer == nil else { return }
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    timer = context.eventLoop.scheduleTask(in: timeout) {
      loopBound.value.close(promise: nil)
    }
  }
}
