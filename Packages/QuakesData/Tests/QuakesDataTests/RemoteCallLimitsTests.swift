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

/// A feed call has a total deadline and a maximum body size, whatever the server does.
@Suite struct RemoteCallLimitsTests {
  static func remoteStore(_ baseURL: URL, limits: NetworkLimits) -> RemoteStore<NetworkSession<BoundedURLSession>> {
    RemoteStore(
      session: NetworkSession(urlSession: BoundedURLSession(maximumBodySize: limits.maximumBodySize), limits: limits),
      baseURL: baseURL
    )
  }

  /// A server that sends the head and then one byte of the body every 20 s.
  static func stalledServer() throws -> LoopbackHTTPServer {
    try serveWeek(.init(body: CraftedFeed.hostile, byteInterval: 20))
  }

  @Test func aStalledFeedFailsAtTheDeadline() async throws {
    let server = try Self.stalledServer()
    defer { server.stop() }
    let store = Self.remoteStore(server.baseURL, limits: NetworkLimits(deadline: .milliseconds(800)))
    await #expect {
      _ = try await store.fetchRemoteFeedQuery(range: .allWeek)
    } throws: { error in
      guard case .sessionError(let failure)? = (error as? NetworkSessionError)?.code else { return false }
      return failure.urlErrorCode == URLError.Code.timedOut.rawValue
        && error.localizedDescription.contains("No complete answer within 0.8 s")
    }
  }

  @Test func aBodyOverTheLimitIsRefused() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.day)))
    defer { server.stop() }
    let store = Self.remoteStore(server.baseURL, limits: NetworkLimits(maximumBodySize: 10_000))
    await #expect {
      _ = try await store.fetchRemoteFeedQuery(range: .allWeek)
    } throws: { error in
      error.localizedDescription.contains("larger than 10000 bytes")
    }
    // The same body within the limit is read.
    let roomy = Self.remoteStore(server.baseURL, limits: NetworkLimits(maximumBodySize: 1 << 20))
    #expect(try await roomy.fetchRemoteFeedQuery(range: .allWeek).quakes.isEmpty == false)
  }

  @Test func aChunkedBodyOverTheLimitIsStoppedWhileReading() async throws {
    // No Content-Length check can catch a body whose size the server does not announce, so
    // the delegate counts bytes; with a plain body the check on arrival does the same work.
    let session = BoundedURLSession(maximumBodySize: 100)
    let server = try serveWeek(.init(body: Data(repeating: UInt8(ascii: " "), count: 5_000)))
    defer { server.stop() }
    await #expect(throws: BoundedURLSession.BodyTooLarge(maximumBodySize: 100)) {
      _ = try await session.data(for: URLRequest(url: server.baseURL.appending(path: "summary/all_week.geojson")))
    }
  }

  @MainActor
  @Test func aStalledRefreshEndsInFailureAtItsDeadlineThenTheDeleteReachesTheCache() async throws {
    let server = try Self.stalledServer()
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let local = try LocalStore(url: database.url)
    try await local.didFetchRemoteQuakesMutation(inserted: [makeQuake("a"), makeQuake("b")], updated: [], deleted: [])
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener = Listener(
      localStore: local,
      remoteStore: Self.remoteStore(server.baseURL, limits: NetworkLimits(deadline: .seconds(2)))
    )
    listener.listen(to: store)
    try store.dispatch(action: .ui(.quakeList(.onAppear)))
    #expect(await eventually { store.state.quakes.status == .success })

    try store.dispatch(action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    try store.dispatch(action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))))
    // The page is not held up: the quake is gone from memory at once.
    #expect(Array(store.state.quakes.data.keys) == ["b"])
    // The Listener finishes the refresh first (the book's order): it ends at its deadline with a
    // failure, and the delete that followed then reaches the cache.
    #expect(await eventually { if case .failure = store.state.quakes.status { true } else { false } })
    guard case .failure(let message) = store.state.quakes.status else { return }
    #expect(message.contains("No complete answer within 2 s"))
    #expect(await eventually { (try? await local.fetchLocalQuakesQuery().map(\.quakeId)) == ["b"] })
    #expect(Array(store.state.quakes.data.keys) == ["b"])
  }
}
