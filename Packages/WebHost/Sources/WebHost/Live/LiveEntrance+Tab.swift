import DomainRegistry
import Logging
import NIOWebSocket

/// What an admitted tab asks over its WebSocket (see `LiveSocket`), served on the main actor one
/// message at a time (`LiveFrameHandler` sends the next only when the previous is done).
extension LiveEntrance {
  /// The tab's hello: subscribes it to the location it connected to, from the version and the
  /// regions it holds.
  @MainActor func open(_ writer: LiveSocketWriter, resumingFrom version: LiveVersion?, have: [String: String]?) async {
    let target = writer.target
    do {
      let id = try await hub.subscribe(key: target.key, resumingFrom: version, have: have, writer: writer, makeView: target.makeView)
      writer.opened(id: id, hub: hub)
    } catch let limit as LiveStreamLimit {
      // 1013 "try again later": the tab retries after a pause.
      writer.close(.unknown(1013), reason: "\(limit.limit) live channels open")
    } catch {
      logger.debug("live socket refused: \(String(describing: error))")
      writer.close(.policyViolation, reason: "this page cannot be followed live")
    }
  }

  /// The tab's `go`: moves its subscription to `location` when that is a page of its module
  /// the tab may follow (see `target(moving:to:)`), answering with what differs from `have`;
  /// otherwise answers that the move is refused, and the tab keeps its location. `exact`: the
  /// regions whose HTML the tab holds as sent (see `LiveHub.move`).
  @MainActor func navigate(_ writer: LiveSocketWriter, to location: String, have: [String: String]?, exact: Set<String> = []) async {
    // Not subscribed: its hello was refused (the channel is closing) or it is leaving.
    guard let id = writer.id else { return }
    guard let target = target(moving: writer.target, to: location) else {
      return writer.refuse(location)
    }
    do {
      guard
        try await hub.move(id: id, to: target.key, have: have, exact: exact, answering: location, writer: writer, makeView: target.makeView)
      else {
        return  // the tab left meanwhile
      }
      writer.moved(to: target)
    } catch {
      logger.debug("live socket could not move to \(location): \(String(describing: error))")
      writer.refuse(location)
    }
  }
}
