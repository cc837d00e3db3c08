import Foundation
import HashTreeCollections
import ImmutableData
import Services
import TestSupport
import Testing

@testable import QuakesData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Numbers out of range (magnitude -2...12, latitude ±90, longitude ±180, depth -100...1000 km,
/// a time between the years 1000 and 3000, all finite) are skipped where the feed enters.
@Suite struct FeedLimitsTests {
  @Test func theParserSkipsAndCountsFeaturesWithOutOfRangeNumbers() throws {
    let feed = try FeedParser.feed(from: CraftedFeed.hostile)
    #expect(Set(feed.quakes.map(\.quakeId)) == CraftedFeed.hostileKept)
    #expect(feed.skippedFeatureCount == CraftedFeed.hostileSkipped)
  }

  @Test(arguments: [
    ("mag", "-2.01"), ("mag", "12.01"), ("longitude", "-180.5"), ("latitude", "90.001"),
    ("depth", "-101"), ("depth", "1000.5"), ("time", "-1e20"),
  ])
  func eachLimitIsChecked(field: String, value: String) throws {
    let feature =
      switch field {
      case "mag": CraftedFeed.feature("x", mag: value)
      case "longitude": CraftedFeed.feature("x", longitude: value)
      case "latitude": CraftedFeed.feature("x", latitude: value)
      case "depth": CraftedFeed.feature("x", depth: value)
      default: CraftedFeed.feature("x", time: value)
      }
    let feed = try FeedParser.feed(from: CraftedFeed.document([feature]))
    #expect(feed.quakes.isEmpty)
    #expect(feed.skippedFeatureCount == 1)
  }

  @Test func theBoundsThemselvesAndAMissingMagnitudeAreAccepted() throws {
    let feed = try FeedParser.feed(
      from: CraftedFeed.document([
        CraftedFeed.feature("low", mag: "-2", longitude: "-180", latitude: "-90", depth: "-100"),
        CraftedFeed.feature("high", mag: "12", longitude: "180", latitude: "90", depth: "1000"),
        CraftedFeed.feature("null", mag: "null"),
      ])
    )
    #expect(feed.quakes.count == 3)
    #expect(feed.skippedFeatureCount == 0)
  }

  @Test func theDecodablePathAppliesTheSameLimits() throws {
    // Foundation refuses 1e400 itself, so this document keeps to numbers it can read.
    let document = CraftedFeed.document([
      CraftedFeed.feature("good"),
      CraftedFeed.feature("mag", mag: "1e19"),
      CraftedFeed.feature("lon", longitude: "1e300"),
    ])
    let response = try JSONDecoder().decode(RemoteResponse.self, from: document)
    #expect(response.quakes.map(\.quakeId) == ["good"])
    #expect(response.skippedFeatureCount == 2)
  }

  @Test func theRemoteStoreReportsTheSkippedCountFromALoopbackServer() async throws {
    let server = try serveWeek(.init(body: CraftedFeed.hostile))
    defer { server.stop() }
    let feed = try await makeRemoteStore(server.baseURL).fetchRemoteFeedQuery(range: .allWeek)
    #expect(Set(feed.quakes.map(\.quakeId)) == CraftedFeed.hostileKept)
    #expect(feed.skippedFeatureCount == CraftedFeed.hostileSkipped)
  }

  @MainActor
  @Test func aRefreshStoresOnlyTheGoodQuakesAndCountsTheRestInTheState() async throws {
    let server = try serveWeek(.init(body: CraftedFeed.hostile))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let local = try LocalStore(url: database.url)
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(localStore: local, remoteStore: makeRemoteStore(server.baseURL))
    listener.listen(to: store)

    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    #expect(await eventually { store.state.quakes.status == .success })
    #expect(Set(store.state.quakes.data.keys) == CraftedFeed.hostileKept)
    #expect(store.select(QuakesState.selectSkippedFeatureCount()) == CraftedFeed.hostileSkipped)
    #expect(await eventually { (try? await local.fetchLocalQuakesQuery().count) == 2 })
    #expect(Set(try await local.fetchLocalQuakesQuery().map(\.quakeId)) == CraftedFeed.hostileKept)

    // The next refresh starts the count again.
    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    #expect(store.select(QuakesState.selectSkippedFeatureCount()) == 0)
    #expect(await eventually { store.state.quakes.status == .success })
    #expect(store.select(QuakesState.selectSkippedFeatureCount()) == CraftedFeed.hostileSkipped)
  }
}
