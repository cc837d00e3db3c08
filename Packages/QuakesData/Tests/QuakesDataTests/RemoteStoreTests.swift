import Foundation
import Services
import Synchronization
import TestSupport
import Testing

@testable import QuakesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct RemoteStoreTests {
  @Test(arguments: QuakesAction.UI.QuakeList.RefreshQuakesRange.allCases)
  func requestsEachRangeFromItsFeedPathUnderTheBaseURL(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws {
    let body = try Fixture.data(Fixture.day)
    let path = "/" + RemoteStore<NetworkSession<URLSession>>.path(range: range)
    let server = try LoopbackHTTPServer(routes: [path: .init(body: body)])
    defer { server.stop() }
    let quakes = try await makeRemoteStore(server.baseURL).fetchRemoteQuakesQuery(range: range)
    #expect(quakes.count == (try Fixture.features(Fixture.day)).count)
  }

  @Test func defaultsToTheUSGSFeed() async {
    let store = RemoteStore(session: NetworkSession(urlSession: URLSession.shared))
    let request = await store.networkRequest(range: .allMonth)
    #expect(request.url?.absoluteString == "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_month.geojson")
    #expect(request.httpMethod == "GET")
  }

  @Test func decodesTheRealWeekWithMillisecondDates() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let quakes = try await makeRemoteStore(server.baseURL).fetchRemoteQuakesQuery(range: .allWeek)
    let features = try Fixture.features(Fixture.week)
    #expect(quakes.count == features.count)
    let first = try #require(features.first)
    let properties = try #require(first["properties"] as? [String: Any])
    let coordinates = try #require((first["geometry"] as? [String: Any])?["coordinates"] as? [Double])
    let quake = quakes[0]
    #expect(quake.quakeId == first["id"] as? String)
    #expect(quake.magnitude == (properties["mag"] as? NSNumber)?.doubleValue)
    #expect(quake.name == properties["place"] as? String)
    #expect(quake.time == Date(timeIntervalSince1970: ((properties["time"] as? NSNumber)?.doubleValue ?? 0) / 1000))
    #expect(quake.updated == Date(timeIntervalSince1970: ((properties["updated"] as? NSNumber)?.doubleValue ?? 0) / 1000))
    #expect(quake.longitude == coordinates[0] && quake.latitude == coordinates[1])
  }

  @Test func turnsANullMagnitudeIntoZero() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.magNull)))
    defer { server.stop() }
    let quakes = try await makeRemoteStore(server.baseURL).fetchRemoteQuakesQuery(range: .allWeek)
    #expect(quakes.map(\.magnitude) == [0, 2.1])
  }

  @Test func servicesSessionReadsTheFeedWithTheParser() async throws {
    // Only the parser marks where the bytes stop being JSON with a `FeedParser.SyntaxError`;
    // `JSONDecoder` would give Foundation's error.
    let server = try serveWeek(.init(body: Data(#"{"type":"FeatureCollection","features":["#.utf8)))
    defer { server.stop() }
    await #expect {
      _ = try await makeRemoteStore(server.baseURL).fetchRemoteFeedQuery(range: .allWeek)
    } throws: { error in
      let handlerError = (error as? NetworkSessionError)?.underlying as? NetworkJSONHandlerError
      guard case .dataCorrupted(let context)? = handlerError?.underlying as? DecodingError else { return false }
      return context.underlyingError is FeedParser.SyntaxError
    }
  }

  /// A session written from the book: it knows `json(for:from:)` only, and answers with the day.
  final class BookSession: RemoteStoreNetworkSession {
    let body: Data
    let askedFor = Mutex<[String]>([])

    init(body: Data) { self.body = body }

    func json<T>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T where T: Decodable {
      self.askedFor.withLock { $0.append(String(describing: T.self)) }
      return try decoder.decode(T.self, from: self.body)
    }
  }

  @Test func aSessionWrittenFromTheBookIsAskedForTheFeedAsJSON() async throws {
    let day = try Fixture.data(Fixture.day)
    let session = BookSession(body: day)
    let quakes = try await RemoteStore(session: session).fetchRemoteQuakesQuery(range: .allDay)
    #expect(session.askedFor.withLock { $0 } == ["RemoteResponse"])
    // The book's path (`Decodable`) and the session's parser read the same quakes.
    #expect(quakes == (try FeedParser.quakes(from: day)))
    #expect(quakes.isEmpty == false)
  }
}
