import Logging
import NIOCore
import NIOWebSocket

/// A tab's WebSocket after the upgrade, on its event loop (see `LiveSocket` for the protocol).
///
/// Pings go out every heartbeat and a tab that did not answer the last one is dropped; a ping
/// is answered; a close is answered and the connection closed; closing releases the tab's part.
/// The tab's messages are bounded here, before they cost anything: a frame over
/// `LiveSocket.maxMessageSize` is refused by NIO's decoder (reported here) and a fragmented
/// message growing past it by this handler (both close 1009), and every frame spends from the tab's
/// `LiveMessageBudget` (1008 once it is spent). Its hello and `go`s are served on the main actor
/// one at a time, in order (`LiveEntrance.open`, `LiveEntrance.navigate`): the next is sent
/// there only when the previous is done, so a `go` never overtakes the hello, and a tab that
/// sends faster than it is served waits, then is closed (1008).
final class LiveFrameHandler: ChannelInboundHandler {
  typealias InboundIn = WebSocketFrame
  typealias OutboundOut = WebSocketFrame

  private let entrance: LiveEntrance
  private let writer: LiveSocketWriter
  private var helloDeadline: Scheduled<Void>?
  private var pinger: RepeatedTask?
  private var greeted = false
  private var awaitingPong = false
  /// What the tab may still send (see `LiveMessageBudget`).
  private var budget = LiveMessageBudget()
  /// A fragmented message being received: its opcode and the bytes so far.
  private var fragments: (opcode: WebSocketOpcode, data: ByteBuffer)?
  /// Messages read but not yet handed to the main actor.
  private var waiting: [LiveTabMessage] = []
  /// A message is being served on the main actor.
  private var serving = false
  /// Forms the tab sent that are being applied.
  private var submitting = 0
  /// A close frame was sent: what the tab still sends is dropped.
  private var closing = false

  /// The handler of `connection`, a tab admitted to follow `target`.
  init(target: LiveTarget, entrance: LiveEntrance, connection: any Channel) {
    self.entrance = entrance
    writer = LiveSocketWriter(connection: connection, target: target)
  }

  func handlerAdded(context: ChannelHandlerContext) {
    let writer = writer
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
    waiting = []
    let writer = writer
    let hub = entrance.hub
    Task { @MainActor in writer.left(hub) }
    context.fireChannelInactive()
  }

  /// Spends a token for every frame, answers control frames, assembles messages.
  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !closing else { return }
    let frame = unwrapInboundIn(data)
    guard budget.spend() else {
      return close(
        .policyViolation, reason: "more than \(LiveSocket.messageBurst) messages at once or \(Int(LiveSocket.messageRate)) a second")
    }
    switch frame.opcode {
    case .ping:
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .pong, data: frame.unmaskedData)), promise: nil)
    case .pong:
      awaitingPong = false
    case .connectionClose:
      // Answer with the tab's code, then close.
      closing = true
      var data = frame.unmaskedData
      let code = data.readSlice(length: min(2, data.readableBytes)) ?? ByteBuffer()
      let channel = context.channel
      context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .connectionClose, data: code))).whenComplete { _ in
        channel.close(promise: nil)
      }
    case .text, .binary:
      // A new message inside a fragmented one breaks RFC 6455 (section 5.4).
      guard fragments == nil else { return close(.protocolError, reason: nil) }
      if frame.fin {
        received(frame.opcode, frame.unmaskedData, context: context)
      } else {
        fragments = (frame.opcode, frame.unmaskedData)
      }
    case .continuation:
      guard var message = fragments else { return close(.protocolError, reason: nil) }
      var data = frame.unmaskedData
      guard message.data.readableBytes + data.readableBytes <= LiveSocket.maxMessageSize else {
        fragments = nil
        return close(.messageTooLarge, reason: Self.tooLarge)
      }
      message.data.writeBuffer(&data)
      if frame.fin {
        fragments = nil
        received(message.opcode, message.data, context: context)
      } else {
        fragments = message
      }
    default:
      break
    }
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    // The server stops: the tab is told to reconnect (to the next process, or another
    // instance), and the connection closes, which the server waits for.
    if event is ChannelShouldQuiesceEvent {
      close(.goingAway, reason: nil)
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

  /// NIO's frame decoder refuses a frame over `LiveSocket.maxMessageSize` from its header (never
  /// reading its payload) and a malformed control frame; the tab is told why. Anything else
  /// ends the connection.
  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if let error = error as? NIOWebSocketError {
      if error == .invalidFrameLength {
        close(.messageTooLarge, reason: Self.tooLarge)
      } else {
        close(.protocolError, reason: "malformed control frame")
      }
      return
    }
    entrance.logger.debug("live socket failed: \(String(describing: error))")
    context.close(promise: nil)
  }

  /// Why a tab's message over the limit closed its channel.
  private static let tooLarge = "messages are at most \(LiveSocket.maxMessageSize) bytes"

  /// One whole message from the tab: the first is its hello, later ones may be `go`s.
  private func received(_ opcode: WebSocketOpcode, _ data: ByteBuffer, context: ChannelHandlerContext) {
    let message: LiveTabMessage
    if greeted {
      guard opcode == .text else { return }
      message = LiveTabMessage.later(data)
      guard message != .other else { return }
    } else {
      greeted = true
      helloDeadline?.cancel()
      helloDeadline = nil
      message = opcode == .text ? LiveTabMessage.hello(data) : .hello(version: nil, have: nil)
    }
    if case .submit(let action, let body, let number) = message {
      return submit(action: action, body: body, number: number, on: context.eventLoop)
    }
    guard waiting.count < LiveSocket.maxWaitingMessages else {
      return close(.policyViolation, reason: "more than \(LiveSocket.maxWaitingMessages) messages waiting")
    }
    waiting.append(message)
    serveNext(on: context.eventLoop)
  }

  /// Hands the oldest waiting message to the main actor, unless one is being served there.
  private func serveNext(on eventLoop: any EventLoop) {
    guard !serving, !waiting.isEmpty else { return }
    serving = true
    let message = waiting.removeFirst()
    let entrance = entrance
    let writer = writer
    let handler = NIOLoopBound(self, eventLoop: eventLoop)
    Task { @MainActor in
      switch message {
      case .hello(let version, let have, let channel):
        await entrance.open(writer, resumingFrom: version, have: have, channel: channel)
      case .go(let location, let have, let exact):
        await entrance.navigate(writer, to: location, have: have, exact: exact)
      case .submit, .other:
        break
      }
      handler.eventLoop.execute {
        handler.value.serving = false
        handler.value.serveNext(on: handler.eventLoop)
      }
    }
  }

  /// Applies a form the tab sent beside its other messages, not after them: a form whose store
  /// takes its time (a remote one) holds up neither the tab's visits nor its later forms. At
  /// most `LiveSocket.maxSubmissionsInFlight` at once; past that, the tab is told to post it.
  private func submit(action: String, body: String, number: Int, on eventLoop: any EventLoop) {
    guard submitting < LiveSocket.maxSubmissionsInFlight else {
      writer.connection.writeAndFlush(
        WebSocketFrame(fin: true, opcode: .text, data: LiveFormAnswer.byHTTP(number).json), promise: nil)
      return
    }
    submitting += 1
    let entrance = entrance
    let writer = writer
    let handler = NIOLoopBound(self, eventLoop: eventLoop)
    Task { @MainActor in
      await entrance.submit(writer, action: action, body: body, number: number)
      handler.eventLoop.execute { handler.value.submitting -= 1 }
    }
  }

  /// Closes the channel with `code` and stops reading the tab.
  private func close(_ code: WebSocketErrorCode, reason: String?) {
    closing = true
    waiting = []
    writer.close(code, reason: reason)
  }

  /// Pings the tab, or drops it when it did not answer the previous ping.
  private func ping(_ context: ChannelHandlerContext) {
    guard !awaitingPong else {
      close(.goingAway, reason: "ping timeout")
      return
    }
    awaitingPong = true
    context.writeAndFlush(wrapOutboundOut(WebSocketFrame(fin: true, opcode: .ping, data: ByteBuffer())), promise: nil)
  }

  private func stopTimers() {
    helloDeadline?.cancel()
    helloDeadline = nil
    pinger?.cancel()
    pinger = nil
  }
}
