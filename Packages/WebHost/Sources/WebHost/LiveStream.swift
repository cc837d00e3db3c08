import DomainRegistry
import Hummingbird
import Logging
import ServiceLifecycle

/// The `text/event-stream` response of a page: initial regions, then one event per change.
enum LiveStream {
  static func response(page: Page, request: PageRequest, heartbeat: Duration, logger: Logger) async throws -> Response {
    // Build the view before answering so a bad query is a 400, not a broken stream.
    let session = try await MainActor.run { LiveSession(view: try page.makeView(request)) }
    let body = ResponseBody { writer in
      await withTaskGroup(of: Void.self) { group in
        let continuation = session.continuation
        group.addTask {
          while (try? await Task.sleep(for: heartbeat)) != nil {
            continuation.yield(.heartbeat)
          }
        }
        do {
          // Graceful shutdown finishes the signals, which ends the loop; a closed connection
          // ends it at the next write (a change or a heartbeat).
          try await withGracefulShutdownHandler {
            for event in await session.initialEvents() {
              try await writer.write(ByteBuffer(string: event))
            }
            for await signal in session.signals {
              switch signal {
              case .regionChanged(let index):
                if let event = await session.rerender(index) {
                  try await writer.write(ByteBuffer(string: event))
                }
              case .heartbeat:
                try await writer.write(ByteBuffer(string: ": heartbeat\n\n"))
              }
            }
          } onGracefulShutdown: {
            continuation.finish()
          }
        } catch {
          logger.debug("live stream for \(request.location) ended: \(String(describing: error))")
        }
        group.cancelAll()
      }
      await session.close()
      try? await writer.finish(nil)
    }
    return Response(
      status: .ok,
      headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
      body: body
    )
  }
}
