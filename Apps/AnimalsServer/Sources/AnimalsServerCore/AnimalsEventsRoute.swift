import AnimalsData
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

extension Router {
  /// Adds `GET /animals/api/events`: server-sent events, one `change` event (an
  /// `AnimalsChange` as JSON) per committed change, a comment line as heartbeat. The stream
  /// starts with a `ready` event; a client that connects (again) reloads everything after it,
  /// so nothing committed while it was away is missed.
  public func addAnimalsEventsRoute(changes: AnimalsChangeFeed, heartbeat: Duration = .seconds(15), logger: Logger) {
    self.get("animals/api/events") { _, _ in
      AnimalsEvents.response(changes: changes, heartbeat: heartbeat, logger: logger)
    }
  }
}

enum AnimalsEvents {
  static func response(changes: AnimalsChangeFeed, heartbeat: Duration, logger: Logger) -> Response {
    // Subscribe before answering: a change committed right after the client saw `ready` is sent.
    let stream = changes.subscribe()
    let body = ResponseBody { writer in
      enum Signal: Sendable {
        case change(AnimalsChange)
        case heartbeat
      }
      let (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
      await withTaskGroup(of: Void.self) { group in
        group.addTask {
          for await change in stream {
            continuation.yield(.change(change))
          }
          // The feed ended this subscription (a gap): end the response so the client resyncs.
          continuation.finish()
        }
        group.addTask {
          while (try? await Task.sleep(for: heartbeat)) != nil {
            continuation.yield(.heartbeat)
          }
        }
        do {
          try await withGracefulShutdownHandler {
            try await writer.write(ByteBuffer(string: "event: ready\ndata: {}\n\n"))
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            for await signal in signals {
              switch signal {
              case .change(let change):
                let json = String(decoding: try encoder.encode(change), as: UTF8.self)
                try await writer.write(ByteBuffer(string: "event: change\ndata: \(json)\n\n"))
              case .heartbeat:
                try await writer.write(ByteBuffer(string: ": heartbeat\n\n"))
              }
            }
          } onGracefulShutdown: {
            continuation.finish()
          }
        } catch {
          logger.debug("change feed stream ended: \(String(describing: error))")
        }
        group.cancelAll()
      }
      try? await writer.finish(nil)
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
      body: body
    )
  }
}
