import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A client of an AnimalsServer's change feed, `GET <base>/animals/api/events`
/// (server-sent events): `ready` once the server listens for this client, then one `change`
/// per committed change.
public struct RemoteChangeFeed: Sendable {
  /// What the feed says.
  public enum Event: Hashable, Sendable {
    /// The server is listening for this client: every change committed from now on follows.
    case ready
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
  /// response; it throws when the connection fails or the answer is not an event stream.
  /// Ending the iteration (or cancelling its task) closes the connection.
  public func events() -> AsyncThrowingStream<Event, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: Event.self, throwing: (any Error).self)
    let reader = EventStreamReader(continuation: continuation)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = self.idleTimeout
    let session = URLSession(configuration: configuration, delegate: reader, delegateQueue: nil)
    var request = URLRequest(url: self.url)
    request.setValue("text/event-stream", forHTTPHeaderField: "Accept")
    let task = session.dataTask(with: request)
    continuation.onTermination = { _ in
      task.cancel()
      session.invalidateAndCancel()
    }
    task.resume()
    return stream
  }
}

/// Why the change feed could not be read.
public struct RemoteChangeFeedError: Error, Hashable, Sendable, LocalizedError {
  public let message: String

  public var errorDescription: String? {
    self.message
  }
}

/// Parses the `text/event-stream` body as it arrives (URLSession's delegate is the one way to
/// read a response incrementally with FoundationNetworking).
private final class EventStreamReader: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  // Safe: URLSession calls a delegate serially on its own operation queue; `buffer`, `event`
  // and `data` are touched only from those calls.
  private let continuation: AsyncThrowingStream<RemoteChangeFeed.Event, any Error>.Continuation
  private var buffer = Data()
  private var event = ""
  private var data = ""
  /// A line longer than this is not a change of ours: the stream is refused.
  private static let maximumLineBytes = 1 << 20

  init(continuation: AsyncThrowingStream<RemoteChangeFeed.Event, any Error>.Continuation) {
    self.continuation = continuation
  }

  func urlSession(
    _ session: URLSession,
    dataTask: URLSessionDataTask,
    didReceive response: URLResponse,
    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
  ) {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") ?? ""
    guard status == 200, type.lowercased().hasPrefix("text/event-stream") else {
      self.continuation.finish(
        throwing: RemoteChangeFeedError(message: "The change feed answered HTTP \(status) (\(type)), not an event stream.")
      )
      completionHandler(.cancel)
      return
    }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    self.buffer.append(data)
    while let newline = self.buffer.firstIndex(of: UInt8(ascii: "\n")) {
      var line = self.buffer[self.buffer.startIndex..<newline]
      self.buffer.removeSubrange(self.buffer.startIndex...newline)
      if line.last == UInt8(ascii: "\r") {
        line = line.dropLast()
      }
      self.receive(line: String(decoding: line, as: UTF8.self))
    }
    if self.buffer.count > Self.maximumLineBytes {
      self.continuation.finish(throwing: RemoteChangeFeedError(message: "The change feed sent a line over 1 MiB."))
      dataTask.cancel()
    }
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    if let error {
      self.continuation.finish(throwing: error)
    } else {
      self.continuation.finish()
    }
    session.finishTasksAndInvalidate()
  }

  private func receive(line: String) {
    if line.isEmpty {
      self.dispatch()
    } else if line.hasPrefix(":") {
      // A comment (heartbeat).
    } else if line.hasPrefix("event:") {
      self.event = line.dropFirst("event:".count).trimmingCharacters(in: .whitespaces)
    } else if line.hasPrefix("data:") {
      let value = line.dropFirst("data:".count)
      self.data += self.data.isEmpty ? "" : "\n"
      self.data += value.hasPrefix(" ") ? String(value.dropFirst()) : String(value)
    }
  }

  private func dispatch() {
    defer {
      self.event = ""
      self.data = ""
    }
    switch self.event {
    case "ready":
      self.continuation.yield(.ready)
    case "change":
      // A change this client cannot read (a newer server) is skipped, not fatal.
      if let change = try? JSONDecoder().decode(AnimalsChange.self, from: Data(self.data.utf8)) {
        self.continuation.yield(.change(change))
      }
    default:
      break
    }
  }
}
