import Foundation
import Services
import TestSupport
import Testing

@testable import QuakesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `RemoteStore.feed`: the bounded session apps fetch the feed with.
@Suite struct FeedSessionTests {
  @Test func theFeedStoreFetchesUnderItsBaseURL() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let quakes = try await RemoteStore.feed(baseURL: server.baseURL).fetchRemoteQuakesQuery(range: .allWeek)
    #expect(quakes.count == (try Fixture.features(Fixture.week)).count)
  }

  @Test func theFeedStoreDefaultsToTheUSGSFeed() async {
    let request = await RemoteStore.feed().networkRequest(range: .allDay)
    #expect(request.url?.absoluteString == "https://earthquake.usgs.gov/earthquakes/feed/v1.0/summary/all_day.geojson")
  }

  @Test func aBodyPastTheLimitFailsInsteadOfBeingRead() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let store = RemoteStore.feed(baseURL: server.baseURL, limits: NetworkLimits(maximumBodySize: 1_024))
    await #expect(throws: (any Error).self) { try await store.fetchRemoteQuakesQuery(range: .allWeek) }
  }
}
