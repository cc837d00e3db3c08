import NIOCore
import NIOWebSocket

/// One tab's WebSocket as the main actor sees it: the location it follows, its subscription
/// in the hub, and its connection, written to straight (from the main actor, in one batch per
/// event loop: see `SharedLiveSession.send(_:)`), so no task per tab waits for messages.
/// A tab that stops reading is noticed by its connection turning unwritable; past
/// `SharedLiveSession.backlogLimit` messages written meanwhile, its channel is closed and the
/// tab reconnects and catches up.
@MainActor
final class LiveSocketWriter {
  /// The tab's connection, written to from the main actor (NIO hops to its event loop).
  nonisolated let connection: any Channel
  /// Messages written while the connection was unwritable, in a row.
  var behind = 0
  /// The location the tab follows: the one it connected to, then each `go` it was granted.
  private(set) var target: LiveTarget
  /// The tab's subscription in the hub, once it has one.
  private(set) var id: Int?
  /// The connection closed (the tab's subscription ends as soon as it exists).
  private var hasLeft = false

  /// The writer of `connection`, whose tab was admitted to follow `target`.
  nonisolated init(connection: any Channel, target: LiveTarget) {
    self.connection = connection
    self.target = target
  }

  /// The tab is subscribed as `id` (ended at once if its connection closed meanwhile).
  func opened(id: Int, hub: LiveHub) {
    if hasLeft {
      hub.unsubscribe(id: id)
    } else {
      self.id = id
    }
  }

  /// The tab follows `target` now (the hub moved its subscription).
  func moved(to target: LiveTarget) {
    self.target = target
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

  /// Writes one message now (a tab's catch-up, an answer to its `go`).
  func write(_ message: LiveMessage) {
    connection.writeAndFlush(Self.frame(message), promise: nil)
  }

  /// Answers a form the tab sent over the channel.
  func write(_ answer: LiveFormAnswer) {
    connection.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: answer.json), promise: nil)
  }

  /// Tells the tab its `go` to `location` was refused: it stays where it was.
  func refuse(_ location: String) {
    connection.writeAndFlush(WebSocketFrame(fin: true, opcode: .text, data: LiveMessage.refusal(location)), promise: nil)
  }

  /// Ends the channel: the tab is told to reconnect (past its age, the host stops, it fell too
  /// far behind) and catches up. Nothing to do once the connection is gone.
  func end() {
    close(.goingAway, reason: nil)
  }

  /// Closes the channel with `code`: a close frame, then the connection.
  nonisolated func close(_ code: WebSocketErrorCode, reason: String?) {
    guard connection.isActive else { return }
    var data = ByteBuffer()
    data.write(webSocketErrorCode: code)
    if let reason { data.writeString(reason) }
    let connection = connection
    connection.writeAndFlush(WebSocketFrame(fin: true, opcode: .connectionClose, data: data)).whenComplete { _ in
      connection.close(promise: nil)
    }
  }
}
