import DomainRegistry
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
enum LiveSocket {
  /// The longest wait for the tab's first message; a socket that says nothing is closed.
  static let helloTimeout = Duration.seconds(10)
  /// The largest message the host reads from a tab (the first message is under 100 bytes).
  static let maxMessageSize = 1024

  /// Serves one connected tab until it leaves, the location's view ends, or the host stops.
  /// `subscribe` opens the tab's subscription from the version it reported.
  static func serve(
    inbound: WebSocketInboundStream,
    outbound: WebSocketOutboundWriter,
    hub: LiveHub,
    logger: Logger,
    subscribe: @Sendable (LiveVersion?) async throws -> LiveSubscription
  ) async throws {
    var messages = inbound.messages(maxSize: maxMessageSize).makeAsyncIterator()
    let deadline = Task {
      try await Task.sleep(for: helloTimeout)
      try await outbound.close(.policyViolation, reason: "no hello")
    }
    let hello = try await messages.next()
    deadline.cancel()
    guard let hello else { return }
    let subscription: LiveSubscription
    do {
      subscription = try await subscribe(Self.version(in: hello))
    } catch let limit as LiveStreamLimit {
      // 1013 "try again later": the tab retries after a pause.
      try await outbound.close(.unknown(1013), reason: "\(limit.limit) live channels open")
      return
    } catch {
      logger.debug("live socket refused: \(String(describing: error))")
      try await outbound.close(.policyViolation, reason: "this page cannot be followed live")
      return
    }
    let finished: (any Error)? = await withTaskGroup(of: Void.self) { group in
      group.addTask {
        for await message in subscription.events {
          do {
            try await outbound.write(.custom(WebSocketFrame(fin: true, opcode: .text, data: message.json)))
          } catch {
            return
          }
        }
        // The channel ended (past its age, the host stops, the tab fell too far behind):
        // closing tells the tab to reconnect and catch up.
        try? await outbound.close(.goingAway, reason: nil)
      }
      var failure: (any Error)?
      do {
        while try await messages.next() != nil {}
      } catch {
        failure = error
      }
      subscription.continuation.finish()
      await group.waitForAll()
      return failure
    }
    await hub.unsubscribe(id: subscription.id)
    if let finished { throw finished }
  }

  /// The version in a tab's first message, if it names one this host could read.
  static func version(in hello: WebSocketMessage) -> LiveVersion? {
    guard case .text(let text) = hello, let start = text.range(of: #""v":""#) else { return nil }
    let rest = text[start.upperBound...]
    guard let end = rest.firstIndex(of: "\"") else { return nil }
    return LiveVersion(rest[..<end])
  }
}
