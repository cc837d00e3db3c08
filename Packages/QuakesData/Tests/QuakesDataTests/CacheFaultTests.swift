import Foundation
import GRDB
import HashTreeCollections
import ImmutableData
import TestSupport
import Testing

@testable import QuakesData

/// The cache under faults: a corrupt file, another connection holding the write lock.
@Suite struct CacheFaultTests {
  @Test func aCorruptCacheIsMovedAsideAndRebuilt() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    var generator = SystemRandomNumberGenerator()
    let garbage = Data((0..<8_192).map { _ in UInt8.random(in: 0...255, using: &generator) })
    try garbage.write(to: database.url)

    let local = try LocalStore(url: database.url)
    #expect(try await local.fetchLocalQuakesQuery().isEmpty)
    try await local.didFetchRemoteQuakesMutation(inserted: [makeQuake("a")], updated: [], deleted: [])
    #expect(try await local.fetchLocalQuakesQuery().map(\.quakeId) == ["a"])

    let aside = try FileManager.default.contentsOfDirectory(atPath: database.directory.path)
      .filter { $0.hasPrefix("quakes.sqlite.corrupt-") }
    #expect(aside.count == 1)
    let kept = try Data(contentsOf: database.directory.appendingPathComponent(try #require(aside.first)))
    #expect(kept == garbage)
  }

  @Test func rowsOutOfRangeInAnOlderCacheAreNotLoaded() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let local = try LocalStore(url: database.url)
    try await local.didFetchRemoteQuakesMutation(inserted: [makeQuake("good")], updated: [], deleted: [])
    // What a version without feed limits could have stored.
    let other = try DatabaseQueue(path: database.url.path)
    try await other.write { db in
      try db.execute(sql: "INSERT INTO quake VALUES ('huge', 1e19, 0, 0, 'x', 0, 0), ('far', 1, 0, 0, 'x', 1e300, 0)")
    }
    #expect(try await local.fetchLocalQuakesQuery().map(\.quakeId) == ["good"])
  }

  @Test func aCacheLockedByAnotherConnectionIsRefusedAsBusyNotMovedAside() async throws {
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    _ = try LocalStore(url: database.url)
    let lock = try WriteLock(path: database.url.path, exclusive: true)
    defer { lock.release() }

    #expect {
      _ = try LocalStore(url: database.url, busyTimeout: 0.2)
    } throws: { error in
      guard let error = error as? LocalStore.Error else { return false }
      return error.code == .busy && error.message.contains(database.url.path)
    }
    let files = try FileManager.default.contentsOfDirectory(atPath: database.directory.path)
    #expect(files.contains { $0.contains("corrupt") } == false)
  }

  @MainActor
  @Test func aFailedCacheWriteBecomesAFailureStatusAndTheNextRefreshRewritesTheCache() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.day)))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let local = try LocalStore(url: database.url, busyTimeout: 0.2)
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(localStore: local, remoteStore: makeRemoteStore(server.baseURL))
    listener.listen(to: store)
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    #expect(await eventually { store.state.quakes.status == .success })

    // A second connection holds the write lock through the whole refresh.
    let lock = try WriteLock(path: database.url.path)
    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    #expect(await eventually { if case .failure = store.state.quakes.status { true } else { false } })
    guard case .failure(let message) = store.state.quakes.status else { return }
    #expect(message.contains("busy"))
    let inMemory = store.state.quakes.data.count
    #expect(inMemory > 0)
    #expect(try await local.fetchLocalQuakesQuery().isEmpty)
    #expect(listener.isCacheBehind)

    // Lock released: the same feed again changes nothing in memory, yet the cache catches up.
    lock.release()
    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    #expect(await eventually { store.state.quakes.status == .success })
    #expect(await eventually { (try? await local.fetchLocalQuakesQuery().count) == inMemory })
    #expect(listener.isCacheBehind == false)
    let cached = Set(try await local.fetchLocalQuakesQuery())
    #expect(cached == Set(store.state.quakes.data.values))
  }
}
