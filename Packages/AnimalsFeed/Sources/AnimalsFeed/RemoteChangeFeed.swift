public import AnimalsData
import AsyncHTTPClient
public import Foundation
import NIOCore
import NIOHTTP1

/// A client of an AnimalsServer's change feed, `GET <base>/animals/api/events`
/// (server-sent events): `ready` once the server listens for this client, then one `change`
/// per committed change; `unavailable` in place of `ready` while the server's database does
/// not answer.
///
/// The connection is read with AsyncHTTPClient (SwiftNIO), not URLSession: on Linux,
/// FoundationNetworking keeps polling a transfer that waits for bytes, so a feed that stays
/// open for the life of the app would keep about a third of a core busy for nothing.
public struct RemoteChangeFeed: Sendable {
  /// What the feed says.
  public enum Event: Hashable, Sendable {
    /// The server is listening for this client: every change committed from now on follows.
    case ready
    /// The server cannot follow its database's changes (the database does not answer); the
    /// sentence to show. The server ends the stream once the database is back, and the next
    /// connection starts `ready`.
    case unavailable(String)
    /// A committed change.
    case change(AnimalsChange)
  }

  /// The feed's URL, `<base URL>/animals/api/events`.
  public let url: URL
  /// Longest silence before the connection counts as lost (the server sends a heartbeat
  /// every 15 s).
  public let idleTimeout: TimeInterval

  public init(baseURL: URL, idleTimeout: TimeInterval = 45) {
    self.url = baseURL.appendingPathComponent("animals/api/events")
    self.idleTimeout = idleTimeout
  }

  /// Connects once. The stream yields the feed's events and ends when the server ends the
  /// response; it throws when the connection fails, falls silent for `idleTimeout`, or the
  /// answer is not an event stream. Ending the iteration (or cancelling its task) closes the
  /// connection.
  public func events() -> AsyncThrowingStream<Event, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Event.self, throwing: (any Error).self)
    let url = self.url
    let idleTimeout = TimeAmount.milliseconds(Self.milliseconds(self.idleTimeout))
    // Owned by the stream: its termination (the consumer stopped or was cancelled) cancels
    // the reading, which closes the connection.
    let reading = Task {
      do {
        try await Self.read(url: url, idleTimeout: idleTimeout, into: continuation)
        continuation.finish()
      } catch {
        continuation.finish(throwing: error)
      }
    }
    continuation.onTermination = { _ in
      reading.cancel()
    }
    return stream
  }

  /// One connection on its own client, shut down however the reading ends.
  private static func read(
    url: URL,
    idleTimeout: TimeAmount,
    into continuation: AsyncThrowingStream<Event, any Error>.Continuation
  ) async throws {
    let client = HTTPClient(
      eventLoopGroup: HTTPClient.defaultEventLoopGroup,
      configuration: HTTPClient.Configuration(timeout: .init(connect: idleTimeout, read: idleTimeout))
    )
    do {
      try await self.read(url: url, client: client, headTimeout: idleTimeout, into: continuation)
    } catch {
      try? await client.shutdown()
      throw error
    }
    try? await client.shutdown()
  }

  private static func read(
    url: URL,
    client: HTTPClient,
    headTimeout: TimeAmount,
    into continuation: AsyncThrowingStream<Event, any Error>.Continuation
  ) async throws {
    var request = HTTPClientRequest(url: url.absoluteString)
    request.headers.add(name: "Accept", value: "text/event-stream")
    let response = try await client.execute(request, timeout: headTimeout)
    let type = response.headers.first(name: "Content-Type") ?? ""
    guard response.status == .ok, type.lowercased().hasPrefix("text/event-stream") else {
      throw RemoteChangeFeedError(message: "The change feed answered HTTP \(response.status.code) (\(type)), not an event stream.")
    }
    var parser = EventStreamParser()
    for try await buffer in response.body {
      for event in try parser.receive(buffer.readableBytesView) {
        continuation.yield(event)
      }
    }
  }

  /// `seconds` as whole milliseconds, at least 1 ms and at most a day (a non-finite value
  /// counts as a day), so the conversion cannot trap.
  static func milliseconds(_ seconds: TimeInterval) -> Int64 {
    guard seconds.isFinite else { return 86_400_000 }
    return Int64((min(max(seconds, 0.001), 86_400) * 1000).rounded())
  }
}

/// Why the change feed could not be read.
public struct RemoteChangeFeedError: Error, Hashable, Sendable, LocalizedError {
  public let message: String

  public var errorDescription: String? {
    self.message
  }
}
