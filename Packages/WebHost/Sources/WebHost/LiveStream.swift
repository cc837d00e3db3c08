import DomainRegistry
import Hummingbird
import Logging
import ServiceLifecycle

/// The `text/event-stream` response of a page: every region first, then one event per change.
enum LiveStream {
  static func response(
    page: Page,
    request: Request,
    pageRequest: PageRequest,
    hub: LiveHub,
    heartbeat: Duration,
    logger: Logger
  ) async throws -> Response {
    // Subscribe before answering so a bad query is a 400 and a full host a 503, not a broken
    // stream.
    let subscription = try await hub.subscribe(key: pageRequest.location) { try page.makeView(pageRequest) }
    let body = ResponseBody { writer in
      let continuation = subscription.continuation
      do {
        // A closed connection ends the stream at once (Hummingbird reads the connection past
        // the request for that); graceful shutdown ends it too.
        try await request.body.consumeWithInboundCloseHandler { _ in
          try await withGracefulShutdownHandler {
            try await withThrowingTaskGroup(of: Void.self) { group in
              group.addTask {
                // Keeps proxies from dropping a quiet stream.
                while (try? await Task.sleep(for: heartbeat)) != nil {
                  continuation.yield(ByteBuffer(string: ": heartbeat\n\n"))
                }
              }
              for await event in subscription.events {
                try await writer.write(event)
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
        logger.debug("live stream for \(pageRequest.location) ended: \(String(describing: error))")
      }
      await hub.unsubscribe(id: subscription.id)
      try? await writer.finish(nil)
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
      body: body
    )
  }
}
