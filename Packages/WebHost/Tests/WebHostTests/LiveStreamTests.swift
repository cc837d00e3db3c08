import DomainRegistry
import Foundation
import HummingbirdTesting
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

  /// The next `region` event's data line.
  mutating func nextRegion() async -> String? {
    while true {
      if let range = buffer.range(of: "\n\n") {
        let event = String(buffer[..<range.lowerBound])
        buffer.removeSubrange(..<range.upperBound)
        if event.hasPrefix("event: region\ndata: ") { return String(event.dropFirst("event: region\ndata: ".count)) }
        continue
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
      let second = await events.nextRegion()
      #expect(first?.contains("Count: 0") == true)
      #expect(second?.contains("live-note") == true)

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
}
