import AnimalsData
import Foundation
import Testing

@testable import AnimalsFeed

/// Reading the change feed's `text/event-stream` body, in chunks cut anywhere.
@Suite struct EventStreamParserTests {
  static let body = Array(
    (": heartbeat\n\nevent: ready\ndata: {}\n\n"
      + "event: change\r\ndata: {\"kind\":\"animalDeleted\",\"animalId\":\"Newt\"}\r\n\r\n"
      + "event: change\ndata: {\"kind\":\"sampleDataReloaded\"}\n\n").utf8
  )

  static let events: [RemoteChangeFeed.Event] = [.ready, .change(.animalDeleted(animalId: "Newt")), .change(.sampleDataReloaded)]

  @Test func aWholeBodyGivesReadyThenEachChangeInOrder() throws {
    var parser = EventStreamParser()
    #expect(try parser.receive(Self.body) == Self.events)
  }

  @Test(arguments: [1, 2, 7, 40])
  func chunksCutAnywhereGiveTheSameEvents(chunkSize: Int) throws {
    var parser = EventStreamParser()
    var events: [RemoteChangeFeed.Event] = []
    var start = 0
    while start < Self.body.count {
      let end = min(start + chunkSize, Self.body.count)
      events += try parser.receive(Self.body[start..<end])
      start = end
    }
    #expect(events == Self.events)
  }

  @Test func anUnavailableEventCarriesTheServersSentenceOnOneBoundedLine() throws {
    var parser = EventStreamParser()
    #expect(
      try parser.receive(Array("event: unavailable\ndata: the database does not answer\n\n".utf8))
        == [.unavailable("the database does not answer")])
    let long = String(repeating: "x", count: 1_000)
    let events = try parser.receive(Array("event: unavailable\ndata: a\ndata: \(long)\n\n".utf8))
    guard case .unavailable(let reason) = try #require(events.first) else {
      Issue.record("not an unavailable event: \(events)")
      return
    }
    #expect(reason.hasPrefix("a xxx"))
    #expect(reason.contains("\n") == false)
    #expect(reason.count == EventStreamParser.maximumReasonLength + 1)
  }

  @Test func anEventIsHandedOnlyOnceItsBlankLineArrives() throws {
    var parser = EventStreamParser()
    #expect(try parser.receive(Array("event: ready\ndata: {}\n".utf8)).isEmpty)
    #expect(try parser.receive(Array("\n".utf8)) == [.ready])
  }

  @Test func unknownEventsAndChangesItCannotReadAreSkipped() throws {
    var parser = EventStreamParser()
    let body = "event: party\ndata: {}\n\nevent: change\ndata: {\"kind\":\"animalExploded\"}\n\nevent: ready\n\n"
    #expect(try parser.receive(Array(body.utf8)) == [.ready])
  }

  @Test func aLineOverOneMebibyteIsRefused() {
    var parser = EventStreamParser()
    let line = [UInt8](repeating: UInt8(ascii: "a"), count: EventStreamParser.maximumLineBytes + 1)
    #expect(throws: RemoteChangeFeedError.self) {
      _ = try parser.receive(line)
    }
  }

  @Test(arguments: [(45.0, Int64(45_000)), (0, 1), (-3, 1), (.infinity, 86_400_000), (.nan, 86_400_000), (1e300, 86_400_000)])
  func theIdleTimeoutBecomesWholeMillisecondsWithoutTrapping(seconds: Double, milliseconds: Int64) {
    #expect(RemoteChangeFeed.milliseconds(seconds) == milliseconds)
  }
}
