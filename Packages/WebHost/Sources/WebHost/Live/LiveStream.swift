import DomainRegistry
import Hummingbird
import Logging
import ServerSentEvents

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
      try page.view(for: pageRequest)
    }
    return ServerSentEvents.response(
      to: request,
      events: subscription.events,
      continuation: subscription.continuation,
      heartbeat: (heartbeat, .heartbeat),
      bytes: { $0.eventStream },
      // Holds the subscription until the stream ends.
      onEnd: { await hub.unsubscribe(id: subscription.id) },
      logger: logger,
      name: "live stream for \(pageRequest.location)"
    )
  }
}
