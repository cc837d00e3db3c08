import DomainRegistry
import Hummingbird
import Logging
import ServiceLifecycle

/// The `text/event-stream` response of a page, the live channel of browsers without
/// WebSockets (or behind a proxy that refuses them): what the tab lacks first, then one event
/// per change. Each event's `id:` is its version, which a reconnecting `EventSource` sends back
/// in `Last-Event-ID`.
enum LiveStream {
  static let lastEventID = HTTPFields.Element.Name("Last-Event-ID")!

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
    let resume = request.headers[Self.lastEventID].flatMap { LiveVersion($0) }
    let subscription = try await hub.subscribe(key: pageRequest.location, resumingFrom: resume) {
      try page.makeView(pageRequest)
    }
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
                  continuation.yield(.heartbeat)
                }
              }
              for await event in subscription.events {
                try await writer.write(event.eventStream)
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
