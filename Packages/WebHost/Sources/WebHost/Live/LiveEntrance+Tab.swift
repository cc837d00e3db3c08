import DomainRegistry
import Logging
import NIOWebSocket

/// What an admitted tab asks over its WebSocket (see `LiveSocket`), served on the main actor one
/// message at a time (`LiveFrameHandler` sends the next only when the previous is done).
extension LiveEntrance {
  /// The tab's hello: subscribes it to the location it connected to, from the version and the
  /// regions it holds; a page that names its channel (`channel`, its key) can have it moved by
  /// its own form posts (see ``follow(channel:to:)``).
  @MainActor func open(
    _ writer: LiveSocketWriter, resumingFrom version: LiveVersion?, have: [String: String]?, channel key: String? = nil
  ) async {
    let target = writer.target
    do {
      let id = try await hub.subscribe(key: target.key, resumingFrom: version, have: have, writer: writer, makeView: target.makeView)
      writer.opened(id: id, hub: hub)
      if let key, writer.id == id { hub.name(key: key, channel: id, writer: writer) }
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
      // False: the tab left meanwhile.
      _ = try await move(writer, id: id, to: target, have: have, exact: exact, answering: location, following: false)
    } catch {
      logger.debug("live socket could not move to \(location): \(String(describing: error))")
      writer.refuse(location)
    }
  }

  /// A form the tab posted in place succeeded and leads to `location` (after Save, the page
  /// without the dialog): the tab's channel moves there now, as the tab's own `go` would, and
  /// the answer is marked `follow`, so the tab shows it without asking, one round trip after the
  /// post instead of two. What the tab holds is what its location's view shows (it was sent
  /// every change), so regions that differ may come as patches. `key` is the page's channel
  /// key, sent with the post (`Live-Channel`): per page load, not per tab, so a duplicated tab
  /// (which copies the tab's session storage) never moves its twin. False when no channel has
  /// that key, it is at `location` already, or `location` is not a page it may follow: the
  /// tab then moves itself, as before.
  @MainActor func follow(channel key: String, to location: String) async -> Bool {
    guard let writer = hub.writer(ofKey: key) else { return false }
    return await follow(writer, to: location)
  }

  /// Moves `writer`'s channel to `location` after a form its tab sent (by post, named by its
  /// key, or over the channel itself), as ``follow(channel:to:)`` says.
  @MainActor func follow(_ writer: LiveSocketWriter, to location: String) async -> Bool {
    guard let id = writer.id, let target = target(moving: writer.target, to: location), target.key != writer.target.key
    else { return false }
    let have = hub.held(channel: id)
    do {
      return try await move(writer, id: id, to: target, have: have, exact: Set(have.keys), answering: location, following: true)
    } catch {
      logger.debug("live socket could not follow its post to \(location): \(String(describing: error))")
      return false
    }
  }

  /// Moves channel `id` of `writer` to `target` in the hub and, when it went, the writer with
  /// it: the one move of a tab's `go` and of a followed post. False when the tab left meanwhile.
  @MainActor private func move(
    _ writer: LiveSocketWriter, id: Int, to target: LiveTarget, have: [String: String]?, exact: Set<String>,
    answering location: String, following: Bool
  ) async throws -> Bool {
    guard
      try await hub.move(
        id: id, to: target.key, have: have, exact: exact, answering: location, following: following, writer: writer,
        makeView: target.makeView)
    else { return false }
    writer.moved(to: target)
    return true
  }
}
