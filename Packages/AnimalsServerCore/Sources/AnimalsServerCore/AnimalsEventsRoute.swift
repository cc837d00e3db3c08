import AnimalsData
import Foundation
public import Hummingbird
public import Logging
import ServerSentEvents

extension Router {
  /// Adds `GET /animals/api/events`: server-sent events, one `change` event (an
  /// `AnimalsChange` as JSON) per committed change, a comment line as heartbeat. The stream
  /// starts with a `ready` event; a client that connects (again) reloads everything after it,
  /// so nothing committed while it was away is missed. While the feed is marked unavailable
  /// (the database does not answer) it starts with an `unavailable` event instead, whose data
  /// is the sentence to show; the stream stays open and is ended when the database is back.
  public func addAnimalsEventsRoute(changes: AnimalsChangeFeed, heartbeat: Duration = .seconds(15), logger: Logger) {
    self.get("animals/api/events") { request, _ in
      AnimalsEvents.response(to: request, changes: changes, heartbeat: heartbeat, logger: logger)
    }
  }
}

enum AnimalsEvents {
  /// What the stream carries.
  enum Signal: Sendable {
    case ready
    case unavailable(String)
    case change(AnimalsChange)
    case heartbeat

    var bytes: ByteBuffer {
      get throws {
        switch self {
        case .ready:
          return ServerSentEvents.event("ready", data: "{}")
        case .unavailable(let reason):
          return ServerSentEvents.event("unavailable", data: reason)
        case .change(let change):
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          return ServerSentEvents.event("change", data: String(decoding: try encoder.encode(change), as: UTF8.self))
        case .heartbeat:
          return ServerSentEvents.heartbeatComment
        }
      }
    }
  }

  static func response(to request: Request, changes: AnimalsChangeFeed, heartbeat: Duration, logger: Logger) -> Response {
    // Subscribe before answering: a change committed right after the client saw `ready` is sent.
    let subscription = changes.subscribe()
    let (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
    // Checked after subscribing: the relay marks the feed before it ends the subscriptions.
    continuation.yield(changes.unavailability.map(Signal.unavailable) ?? .ready)
    return ServerSentEvents.response(
      to: request,
      events: signals,
      continuation: continuation,
      heartbeat: (heartbeat, .heartbeat),
      bytes: { try $0.bytes },
      feed: {
        for await change in subscription {
          continuation.yield(.change(change))
        }
        // The feed ended this subscription (a gap): end the response so the client resyncs.
        continuation.finish()
      },
      logger: logger,
      name: "change feed stream"
    )
  }
}
