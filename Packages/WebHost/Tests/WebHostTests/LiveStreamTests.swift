import DomainRegistry
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import TestSupport
import Testing

@testable import WebHost

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Collects the bytes of a streaming response as they arrive.
private final class ChunkReader: NSObject, URLSessionDataDelegate, Sendable {
  let chunks: AsyncStream<Data>
  private let continuation: AsyncStream<Data>.Continuation

  override init() {
    (chunks, continuation) = AsyncStream.makeStream(of: Data.self)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    continuation.yield(data)
  }

  func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
    continuation.finish()
  }
}

/// Reads server-sent events from a real connection to a live server.
private struct EventReader {
  var chunks: AsyncStream<Data>.Iterator
  var buffer = ""

  /// The `id:` of the last live event read.
  var lastID: String?

  /// The next live event's data line (its regions and version).
  mutating func nextRegion() async -> String? {
    while true {
      if let range = buffer.range(of: "\n\n") {
        let event = String(buffer[..<range.lowerBound])
        buffer.removeSubrange(..<range.upperBound)
        let lines = event.split(separator: "\n")
        guard lines.contains("event: live"), let data = lines.first(where: { $0.hasPrefix("data: ") }) else { continue }
        lastID = lines.first { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) }
        return String(data.dropFirst(6))
      }
      guard let data = await chunks.next() else { return nil }
      buffer += String(decoding: data, as: UTF8.self)
    }
  }
}

@MainActor @Suite struct LiveStreamTests {
  @Test func liveServerPushesChangedRegions() async throws {
    let fixture = try HostFixture()
    let model = fixture.module.model
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let reader = ChunkReader()
      let session = URLSession(configuration: .ephemeral, delegate: reader, delegateQueue: nil)
      let task = session.dataTask(with: URL(string: "http://127.0.0.1:\(port)/_events/fake")!)
      task.resume()
      var events = EventReader(chunks: reader.chunks.makeAsyncIterator())
      let first = await events.nextRegion()
      #expect(first?.contains("Count: 0") == true)
      #expect(first?.contains("live-note") == true)

      await MainActor.run { model.count = 2 }
      let update = await events.nextRegion()
      #expect(update?.contains("Count: 2") == true)
      task.cancel()
      session.invalidateAndCancel()
    }
  }

  @Test func pushesStopAndTheViewIsReleasedWhenTheClientLeaves() async throws {
    let fixture = try HostFixture(heartbeat: .milliseconds(50))
    let module = fixture.module
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      let reader = ChunkReader()
      let session = URLSession(configuration: .ephemeral, delegate: reader, delegateQueue: nil)
      let task = session.dataTask(with: URL(string: "http://127.0.0.1:\(port)/_events/fake")!)
      task.resume()
      var events = EventReader(chunks: reader.chunks.makeAsyncIterator())
      _ = await events.nextRegion()
      task.cancel()
      session.invalidateAndCancel()
      // The next heartbeat write fails on the closed connection and the stream tears down.
      while await MainActor.run(body: { module.tearDownCount }) == 0 {
        try await Task.sleep(for: .milliseconds(20))
      }
    }
    #expect(module.tearDownCount == 1)
  }

  @Test func closedStreamIsNoticedWithoutWaitingForAWrite() async throws {
    // No heartbeat for an hour and no change: only the closed connection can end the stream.
    let fixture = try HostFixture(heartbeat: .seconds(3600))
    let module = fixture.module
    let hub = fixture.host.liveHub
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      var stream = OpenStream(port: port, path: "/_events/fake")
      _ = await stream.events.nextRegion()
      #expect(await MainActor.run { hub.streamCount } == 1)
      stream.close()
      try await waitUntil { await MainActor.run { module.tearDownCount == 1 && hub.streamCount == 0 } }
    }
    #expect(module.tearDownCount == 1)
    #expect(hub.sessionCount == 0)
  }

  @Test func streamsOfOneLocationShareOneViewAndEachGetsEveryChange() async throws {
    let fixture = try HostFixture()
    let module = fixture.module
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      var first = OpenStream(port: port, path: "/_events/fake")
      var second = OpenStream(port: port, path: "/_events/fake")
      #expect(await first.events.nextRegion()?.contains("Count: 0") == true)
      #expect(await second.events.nextRegion()?.contains("Count: 0") == true)
      await MainActor.run { module.model.count = 9 }
      #expect(await first.events.nextRegion()?.contains("Count: 9") == true)
      #expect(await second.events.nextRegion()?.contains("Count: 9") == true)
      #expect(await MainActor.run { module.makeViewCount } == 1)
      first.close()
      second.close()
      try await waitUntil { await MainActor.run { module.tearDownCount == 1 } }
    }
    #expect(module.tearDownCount == 1)
  }

  @Test func aReconnectingEventSourceGetsOnlyWhatChangedSinceItsLastEventID() async throws {
    let fixture = try HostFixture()
    let module = fixture.module
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      var stream = OpenStream(port: port, path: "/_events/fake")
      _ = await stream.events.nextRegion()
      let seen = try #require(stream.events.lastID)
      stream.close()
      await MainActor.run { module.model.count = 4 }
      var resumed = OpenStream(port: port, path: "/_events/fake", lastEventID: seen)
      let catchUp = try #require(await resumed.events.nextRegion())
      #expect(catchUp.contains("Count: 4"))
      #expect(!catchUp.contains("live-note"))
      #expect(resumed.events.lastID != seen)
      resumed.close()
    }
  }

  @Test func streamsBeyondTheCapAreRefusedUntilOneCloses() async throws {
    let fixture = try HostFixture(maxLiveStreams: 1)
    let hub = fixture.host.liveHub
    try await fixture.test(.live) { client in
      let port = try #require(client.port)
      var open = OpenStream(port: port, path: "/_events/fake")
      _ = await open.events.nextRegion()
      let refused = try await client.execute(uri: "/_events/fake/about", method: .get)
      #expect(refused.status == .serviceUnavailable)
      #expect(String(buffer: refused.body).contains("live-update streams open"))
      open.close()
      try await waitUntil { await MainActor.run { hub.streamCount == 0 } }
      var next = OpenStream(port: port, path: "/_events/fake/about")
      #expect(await next.events.nextRegion()?.contains("About") == true)
      next.close()
    }
  }

  @Test func idleConnectionIsClosed() async throws {
    let fixture = try HostFixture(idleTimeout: .milliseconds(200))
    try await fixture.withRawClient { client, _ in
      let channel = try await client.getChannel()
      // Nothing is sent: the host closes the connection after the idle timeout.
      try await waitUntil { !channel.isActive }
    }
  }
}

/// Waits for `condition`, checking every 20 ms for at most 10 s (then records an issue).
func waitUntil(
  _ condition: @Sendable () async throws -> Bool, sourceLocation: SourceLocation = #_sourceLocation
) async throws {
  if try await eventually(within: .seconds(10), condition) { return }
  Issue.record("the condition did not hold within 10 s", sourceLocation: sourceLocation)
}

/// One event stream over a real connection.
private struct OpenStream {
  let session: URLSession
  let task: URLSessionDataTask
  var events: EventReader

  init(port: Int, path: String, lastEventID: String? = nil) {
    let reader = ChunkReader()
    session = URLSession(configuration: .ephemeral, delegate: reader, delegateQueue: nil)
    var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)\(path)")!)
    if let lastEventID { request.setValue(lastEventID, forHTTPHeaderField: "Last-Event-ID") }
    task = session.dataTask(with: request)
    task.resume()
    events = EventReader(chunks: reader.chunks.makeAsyncIterator())
  }

  func close() {
    task.cancel()
    session.invalidateAndCancel()
  }
}
