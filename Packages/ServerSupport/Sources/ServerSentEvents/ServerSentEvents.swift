public import Hummingbird
public import Logging
import ServiceLifecycle

/// The `text/event-stream` response (server-sent events), written once for every stream the
/// servers here open: WebHost's live channel for browsers without WebSockets
/// (`/_events/<page>`) and the Animals server's change feed (`/animals/api/events`).
public enum ServerSentEvents {
  /// The answer's headers: an event stream, never cached.
  public static let headers: HTTPFields = [.contentType: "text/event-stream", .cacheControl: "no-cache"]

  /// The comment sent every heartbeat: it keeps proxies from dropping a quiet stream and finds
  /// connections that closed without a word; clients ignore it.
  public static let heartbeatComment = comment("heartbeat")

  /// A comment line (`: text`) and the blank line that ends it.
  public static func comment(_ text: String) -> ByteBuffer {
    ByteBuffer(string: ": \(text)\n\n")
  }

  /// One event: its `id:` (what a reconnecting `EventSource` sends back in `Last-Event-ID`) if
  /// any, its `event:` name and one `data:` line (`data` must hold no line break).
  public static func event(_ name: String, data: String, id: String? = nil) -> ByteBuffer {
    ByteBuffer(string: (id.map { "id: \($0)\n" } ?? "") + "event: \(name)\ndata: \(data)\n\n")
  }

  /// The response writing each event of `events` as `bytes` makes it, as it arrives.
  ///
  /// Every `heartbeat.interval`, `heartbeat.event` is yielded into the same stream (so it is
  /// written between events, never inside one). The stream is finished when the client closes
  /// the connection (seen at once: the request's connection is read past the request) or the
  /// server shuts down gracefully; the response ends when the stream ends. `feed`, if given,
  /// runs beside the writing (it fills `continuation` from another source) and is cancelled when
  /// the writing ends; then `onEnd` runs (release a subscription there).
  public static func response<Event: Sendable>(
    to request: Request,
    events: AsyncStream<Event>,
    continuation: AsyncStream<Event>.Continuation,
    heartbeat: (interval: Duration, event: Event),
    bytes: @escaping @Sendable (Event) throws -> ByteBuffer,
    feed: (@Sendable () async -> Void)? = nil,
    onEnd: @escaping @Sendable () async -> Void = {},
    logger: Logger,
    name: String
  ) -> Response {
    let body = ResponseBody { writer in
      do {
        try await request.body.consumeWithInboundCloseHandler { _ in
          try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
              group.addTask {
                while (try? await Task.sleep(for: heartbeat.interval)) != nil {
                  continuation.yield(heartbeat.event)
                }
              }
              if let feed {
                group.addTask { await feed() }
              }
              for await event in events {
                try await writer.write(try bytes(event))
              }
              group.cancelAll()
            }
          } onGracefulShutdown: {
            continuation.finish()
          }
        } onInboundClosed: {
          continuation.finish()
        }
      } catch {
        logger.debug("\(name) ended: \(String(describing: error))")
      }
      await onEnd()
      try? await writer.finish(nil)
    }
    return Response(status: .ok, headers: Self.headers, body: body)
  }
}
