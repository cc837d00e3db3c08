import NIOCore

/// Watches a connection until its first request has been read and routed (answered over
/// HTTP/1, or upgraded to a live tab's WebSocket), when `LiveServerChannel` removes it.
///
/// Until then no other handler watches the connection: Hummingbird's idle timeout
/// (`HTTPConnectionStateHandler`) is installed only once the first request is routed, and NIO's
/// upgrade handler waits as long as the head takes. So this closes a connection that has not
/// sent a whole request head within `timeout` of opening (silent, or a head that stops
/// half-way), and one the server asks to quiesce meanwhile (nothing is in progress on it yet:
/// graceful shutdown would otherwise wait for it).
final class FirstRequestTimeout: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny
  typealias InboundOut = NIOAny

  /// How long the first request head may take, from the connection's opening.
  private let timeout: TimeAmount
  /// Closes the connection when the head has not come in time.
  private var timer: Scheduled<Void>?

  /// A timeout of `timeout` from the connection's opening.
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

  func handlerRemoved(context: ChannelHandlerContext) {
    timer?.cancel()
    timer = nil
  }

  /// A stopping server closes the connection: it has no request in progress yet.
  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if event is ChannelShouldQuiesceEvent {
      context.close(promise: nil)
      return
    }
    context.fireUserInboundEventTriggered(event)
  }

  private func arm(_ context: ChannelHandlerContext) {
    guard timer == nil else { return }
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    timer = context.eventLoop.scheduleTask(in: timeout) {
      loopBound.value.close(promise: nil)
    }
  }
}
