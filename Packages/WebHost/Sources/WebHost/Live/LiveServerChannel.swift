import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore

/// The host's connections: HTTP/1.1 that may become a page's WebSocket (`LiveSocket`), with
/// one addition to Hummingbird's WebSocket channel. That channel installs its idle timeout only
/// once the first request has been read, so a connection that never sends one would stay open
/// forever; `FirstRequestTimeout` closes it after the host's idle timeout.
struct LiveServerChannel: ServerChildChannel {
  typealias Value = HTTP1WebSocketUpgradeChannel.Value

  let base: HTTP1WebSocketUpgradeChannel
  let idleTimeout: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      try channel.pipeline.syncOperations.addHandler(FirstRequestTimeout(timeout: idleTimeout))
    }.flatMap {
      base.setup(channel: channel, logger: logger)
    }
  }

  func handle(value: Value, logger: Logger) async {
    await base.handle(value: value, logger: logger)
  }
}

extension HTTPServerBuilder {
  /// HTTP/1.1 with WebSocket upgrades through `router` (see `LiveServerChannel`).
  static func live<Router: HTTPResponderBuilder & _HB_SendableMetatype>(
    router: Router, configuration: HTTP1WebSocketUpgradeChannel.Configuration, idleTimeout: Duration
  ) -> HTTPServerBuilder where Router.Responder.Context: WebSocketRequestContext {
    let webSocketResponder = router.buildResponder()
    let timeout = TimeAmount.nanoseconds(idleTimeout.nanoseconds)
    return HTTPServerBuilder { responder in
      LiveServerChannel(
        base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder, configuration: configuration),
        idleTimeout: timeout
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
