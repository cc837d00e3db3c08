import NIOCore
import NIOHTTP1

/// Keeps what NIO's upgrade handler reads of a connection's first request and does not pass on
/// when it does not upgrade, so Hummingbird's HTTP/1 handling gets the whole request after all.
///
/// `NIOTypedHTTPServerUpgradeHandler` holds back a first request that names an `Upgrade` while
/// it asks its upgraders; when none upgrades (a live upgrade `LiveEntrance` refused, a malformed
/// handshake, another protocol), it sets up the HTTP handlers and passes on only what it read
/// after deciding: the head, and the end when it came first, are gone (Hummingbird's own
/// channel answers such a request with an empty 400 for that reason, and a request naming an
/// unknown protocol gets no answer at all). This handler sits just before the upgrade handler,
/// notes those parts as they pass, and ``replay(into:)`` hands them to the HTTP handlers; the
/// router then answers the request as any other (a refused upgrade with its refusal's page).
/// Removed as soon as the first request is routed (it reads HTTP parts, not the WebSocket's bytes).
final class NotUpgradedRequest: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  /// The first request's head, when it names an upgrade (otherwise NIO passes it on itself).
  private var head: HTTPRequestHead?
  /// The first request's end went by while NIO was deciding (it is not passed on either).
  private var ended = false
  /// The first request's end went by: what follows is NIO's to pass on.
  private var firstRequestRead = false

  /// Notes the first request's head and end as they pass to NIO's upgrade handler.
  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if !firstRequestRead {
      switch unwrapInboundIn(data) {
      case .head(let head):
        if !head.headers[canonicalForm: "upgrade"].isEmpty { self.head = head }
      case .body:
        break
      case .end:
        ended = head != nil
        firstRequestRead = true
      }
    }
    context.fireChannelRead(data)
  }

  /// Passes the parts NIO held back to the handlers after `upgradeHandler` (the HTTP handlers
  /// it has just added): called while NIO sets them up, before it passes on what it read later.
  func replay(into upgradeHandler: ChannelHandlerContext) {
    guard let head else { return }
    self.head = nil
    upgradeHandler.fireChannelRead(wrapInboundOut(.head(head)))
    if ended {
      upgradeHandler.fireChannelRead(wrapInboundOut(.end(nil)))
    }
    // Hummingbird's async channel hands reads on at the end of a read burst, and NIO ends
    // none here when it had nothing else buffered.
    upgradeHandler.fireChannelReadComplete()
  }
}
