import Hummingbird
import HummingbirdTesting
import Logging
import ServerSentEvents
import Testing

/// The one event-stream writer: events as they come, heartbeats between them, an end when the
/// source ends.
@Suite struct ServerSentEventsTests {
  @Test func eventsAndCommentsAreFramedAsTheStandardSays() {
    #expect(String(buffer: ServerSentEvents.event("change", data: "{}", id: "7")) == "id: 7\nevent: change\ndata: {}\n\n")
    #expect(String(buffer: ServerSentEvents.event("ready", data: "1")) == "event: ready\ndata: 1\n\n")
    #expect(String(buffer: ServerSentEvents.heartbeatComment) == ": heartbeat\n\n")
    #expect(ServerSentEvents.headers[.contentType] == "text/event-stream")
    #expect(ServerSentEvents.headers[.cacheControl] == "no-cache")
  }

  @Test func aStreamWritesEveryEventAndEndsWithItsSource() async throws {
    let router = Router()
    router.get("/events") { request, _ -> Response in
      let (events, continuation) = AsyncStream.makeStream(of: String.self)
      return ServerSentEvents.response(
        to: request,
        events: events,
        continuation: continuation,
        heartbeat: (interval: .seconds(3_600), event: "heartbeat"),
        bytes: { ServerSentEvents.event("change", data: $0) },
        // Another source fills the stream, then ends it.
        feed: {
          for change in ["a", "b", "c"] { continuation.yield(change) }
          continuation.finish()
        },
        logger: Logger(label: "events-test"),
        name: "test stream"
      )
    }
    try await Application(router: router).test(.live) { client in
      let response = try await client.execute(uri: "/events", method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType] == "text/event-stream")
      #expect(String(buffer: response.body) == "event: change\ndata: a\n\nevent: change\ndata: b\n\nevent: change\ndata: c\n\n")
    }
  }
}
