import DomainRegistry
import Foundation
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOWebSocket

/// A page's live channel over a WebSocket, the one browsers use: a WebSocket does not count
/// against a browser's six HTTP/1.1 connections per host, so fifty tabs stay live and still
/// load pages and post forms (an event stream per tab exhausts those six at the seventh tab).
///
/// The tab speaks once, right after connecting: `{"v":"boot.sequence"}` with the version it
/// holds (the page's own, or the last message's), or `{}` for none. The host then sends what
/// the tab lacks (`SharedLiveSession.catchUp(from:)`) and one message per change (see
/// `LiveMessage`); anything else the tab sends is read and ignored. Closing the tab releases
/// its part at once: the closed socket ends the read loop.
///
/// An open tab costs one task, the connection's own, waiting for what the tab sends (its pongs
/// and its close). Messages are written to the connection by the fan-out itself
/// (`LiveSocketWriter`): no task per tab waits for them, and none waits for the hello.
enum LiveSocket {
  /// The longest wait for the tab's first message; a socket that says nothing is closed.
  static let helloTimeout = Duration.seconds(10)
  /// The largest message the host reads from a tab (the first message is under 100 bytes).
  static let maxMessageSize = 1024

  /// Serves one connected tab until it leaves, the location's view ends, or the host stops.
  /// `subscribe` opens the tab's subscription from the version it reported, writing to
  /// `writer`, and returns its id in `hub`.
  static func serve(
    inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter,
    connection: (any Channel)?,
    hub: LiveHub,
    logger: Logger,
    subscribe: @Sendable (LiveVersion?, LiveSocketWriter) async throws -> Int
  ) async throws {
    guard let connection else {
      // Only `LiveServerChannel` runs this handler, and it always names the connection.
      logger.error("live socket without its connection")
      try await outbound.close(.unexpectedServerError, reason: nil)
      return
    }
    let writer = LiveSocketWriter(connection: connection, outbound: outbound)
    var frames = inbound.makeAsyncIterator()
    let deadline = connection.eventLoop.scheduleTask(in: .nanoseconds(helloTimeout.nanoseconds)) {
      writer.close(.policyViolation, reason: "no hello")
    }
    let hello = try await frames.next()
    deadline.cancel()
    guard let hello else { return }
    let id: Int
    do {
      id = try await subscribe(Self.version(in: hello), writer)
    } catch let limit as LiveStreamLimit {
      // 1013 "try again later": the tab retries after a pause.
      try await outbound.close(.unknown(1013), reason: "\(limit.limit) live channels open")
      return
    } catch {
      logger.debug("live socket refused: \(String(describing: error))")
      try await outbound.close(.policyViolation, reason: "this page cannot be followed live")
      return
    }
    var failure: (any Error)?
    do {
      // Pings, pongs and the close handshake are answered inside `next()`.
      while try await frames.next() != nil {}
    } catch {
      failure = error
    }
    await hub.unsubscribe(id: id)
    if let failure { throw failure }
  }

  /// The version in a tab's first message, if it names one this host could read.
  static func version(in hello: WebSocketDataFrame) -> LiveVersion? {
    guard hello.opcode == .text else { return nil }
    return version(in: .text(String(buffer: hello.data)))
  }

  /// The version in a tab's first message, if it names one this host could read.
  static func version(in hello: WebSocketMessage) -> LiveVersion? {
    guard case .text(let text) = hello, let start = text.range(of: #""v":""#) else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return LiveVersion(rest[..<end])
  }
}

/// One tab's WebSocket as the fan-out sees it: messages are written straight to the
/// connection (from the main actor, in one batch per event loop: see
/// `SharedLiveSession.send(_:)`), so no task per tab waits for them.
/// A tab that stops reading is noticed by its connection turning unwritable; past
/// `SharedLiveSession.backlogLimit` messages written meanwhile, its channel is closed and the
/// tab reconnects and catches up.
@MainActor
final class LiveSocketWriter {
  nonisolated let connection: any Channel
  /// Hummingbird's writer of the connection, when Hummingbird's WebSocket handler serves it;
  /// nil when `LiveFrameHandler` does (the writer then closes the connection itself).
  nonisolated private let outbound: WebSocketOutboundWriter?
  /// Messages written while the connection was unwritable, in a row.
  var behind = 0
  /// The tab's subscription in the hub, once it has one.
  private var id: Int?
  /// The connection closed (the tab's subscription ends as soon as it exists).
  private var hasLeft = false

  nonisolated init(connection: any Channel, outbound: WebSocketOutboundWriter?) {
    self.connection = connection
    self.outbound = outbound
  }

  /// The tab is subscribed as `id` (ended at once if its connection closed meanwhile).
  func opened(id: Int, hub: LiveHub) {
    if hasLeft {
      hub.unsubscribe(id: id)
    } else {
      self.id = id
    }
  }

  /// The connection closed: the tab's part is released.
  func left(_ hub: LiveHub) {
    hasLeft = true
    if let id {
      hub.unsubscribe(id: id)
      self.id = nil
    }
  }

  /// The frame of `message`; the same bytes for every tab.
  nonisolated static func frame(_ message: LiveMessage) -> WebSocketFrame {
    WebSocketFrame(fin: true, opcode: .text, data: message.json)
  }

  /// Writes one message now (a tab's catch-up).
  func write(_ message: LiveMessage) {
    connection.writeAndFlush(Self.frame(message), promise: nil)
  }

  /// Ends the channel: the tab is told to reconnect (past its age, the host stops, it fell too
  /// far behind) and catches up. Nothing to do once the connection is gone.
  func end() {
    close(.goingAway, reason: nil)
  }

  /// Closes the channel with `code`: through Hummingbird's handler when it serves the
  /// connection, otherwise a close frame and then the connection.
  nonisolated func close(_ code: WebSocketErrorCode, reason: String?) {
    guard connection.isActive else { return }
    if let outbound {
      Task { try? await outbound.close(code, reason: reason) }
      return
    }
    var data = ByteBuffer()
    data.write(webSocketErrorCode: code)
    if let reason { data.writeString(reason) }
    let connection = connection
    connection.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)).whenComplete { _ in
      connection.close(promise: nil)
    }
  }
}
