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

/// The whole data flow with real parts: Store, Listener, a SQLite file and a loopback server.
@MainActor
@Suite struct ListenerTests {
  typealias Observed = ObservedLocalStore<LocalStore>

  @MainActor struct Harness {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let localStore: Observed
    let listener: Listener<Observed, RemoteStore<NetworkSession<URLSession>>>
  }

  func makeHarness(database: borrowing TemporaryDatabase, baseURL: URL, cached: [Quake] = []) async throws -> Harness {
    let local = try LocalStore(url: database.url)
    if cached.isEmpty == false {
      try await local.didFetchRemoteQuakesMutation(inserted: cached, updated: [], deleted: [])
    }
    let observed = ObservedLocalStore(local)
    let harness = Harness(localStore: observed, listener: Listener(localStore: observed, remoteStore: makeRemoteStore(baseURL)))
    harness.listener.listen(to: harness.store)
    let loaded = try await dispatchAndAwaitResult(harness.store, .ui(.quakeList(.onAppear)))
    #expect(loaded == .localStore(.didFetchQuakes(result: .success(quakes: try await local.fetchLocalQuakesQuery()))))
    return harness
  }

  @Test func loadsTheCachedQuakesOnFirstAppearance() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let cached = [makeQuake("a"), makeQuake("b")]
    let harness = try await makeHarness(database: database, baseURL: URL(string: "http://127.0.0.1:9/")!, cached: cached)
    #expect(harness.store.state == makeState(cached, status: .success))
  }

  @Test func fetchesTheRealWeekKeepsPositiveMagnitudesAndPersistsThem() async throws {
    let features = try Fixture.features(Fixture.week)
    let positive = features.filter { (($0["properties"] as? [String: Any])?["mag"] as? NSNumber)?.doubleValue ?? 0 > 0 }
    #expect(features.count == 4_711)
    #expect(positive.count == 4_655)
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let harness = try await makeHarness(database: database, baseURL: server.baseURL)

    let result = try await dispatchAndAwaitResult(harness.store, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    guard case .remoteStore(.didFetchQuakes(result: .success(quakes: let quakes))) = result else {
      Issue.record("expected a remote success, got \(String(describing: result))")
      return
    }
    #expect(quakes.count == 4_711)
    #expect(harness.store.select(QuakesState.selectQuakesCount()) == 4_655)
    #expect(harness.store.select(QuakesState.selectQuakesStatus()) == .success)
    #expect(harness.store.state.quakes.data.values.allSatisfy { $0.magnitude > 0 })
    #expect(await harness.localStore.next() == .didFetchRemoteQuakes(inserted: 4_655, updated: 0, deleted: 0))
    let saved = try await LocalStore(url: database.url).fetchLocalQuakesQuery()
    #expect(Set(saved) == Set(harness.store.state.quakes.data.values))
  }

  @Test func mergesTheWeekIntoTheCacheAsInsertedUpdatedDeletedAndKept() async throws {
    let week = try await makeRemoteStoreQuakes()
    let positive = try #require(week.first { $0.magnitude > 0 })
    let negative = try #require(week.first { $0.magnitude <= 0 })
    let stale = Quake(
      quakeId: positive.quakeId, magnitude: positive.magnitude + 1, time: positive.time, updated: positive.updated, name: positive.name,
      longitude: positive.longitude, latitude: positive.latitude)
    let wasPositive = Quake(
      quakeId: negative.quakeId, magnitude: 1, time: negative.time, updated: negative.updated, name: negative.name,
      longitude: negative.longitude, latitude: negative.latitude)
    let unrelated = makeQuake("only-local")
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let harness = try await makeHarness(database: database, baseURL: server.baseURL, cached: [stale, wasPositive, unrelated])

    _ = try await dispatchAndAwaitResult(harness.store, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    #expect(await harness.localStore.next() == .didFetchRemoteQuakes(inserted: 4_654, updated: 1, deleted: 1))
    let saved = Dictionary(uniqueKeysWithValues: try await LocalStore(url: database.url).fetchLocalQuakesQuery().map { ($0.id, $0) })
    #expect(saved.count == 4_656)
    #expect(saved[positive.quakeId] == positive)
    #expect(saved[negative.quakeId] == nil)
    #expect(saved["only-local"] == unrelated)
  }

  @Test func deletesOneQuakeFromStateThenFromTheDatabase() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let harness = try await makeHarness(
      database: database, baseURL: URL(string: "http://127.0.0.1:9/")!, cached: [makeQuake("a"), makeQuake("b")])
    try harness.store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))))
    #expect(harness.store.select(QuakesState.selectQuake(quakeId: "a")) == nil)
    #expect(await harness.localStore.next() == .deleteQuake("a"))
    #expect(try await LocalStore(url: database.url).fetchLocalQuakesQuery() == [makeQuake("b")])
  }

  @Test func deletesAllQuakesFromStateThenFromTheDatabase() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let harness = try await makeHarness(
      database: database, baseURL: URL(string: "http://127.0.0.1:9/")!, cached: [makeQuake("a"), makeQuake("b")])
    try harness.store.dispatch(action: .ui(.quakeList(.onTapDeleteAllQuakesButton)))
    #expect(harness.store.select(QuakesState.selectQuakesCount()) == 0)
    #expect(await harness.localStore.next() == .deleteQuakes)
    #expect(try await LocalStore(url: database.url).fetchLocalQuakesQuery().isEmpty)
  }

  private func makeRemoteStoreQuakes() async throws -> [Quake] {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.week)))
    defer { server.stop() }
    return try await makeRemoteStore(server.baseURL).fetchRemoteQuakesQuery(range: .allWeek)
  }
}
