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

/// Every kind of bad remote input must give a clear `failure` status and lose no cached quake.
@MainActor
@Suite struct BadInputTests {
  static let cached = [makeQuake("cached-1"), makeQuake("cached-2", magnitude: 4)]

  enum Case: String, CaseIterable, CustomTestStringConvertible {
    case serverError, notFound, wrongMIMEType, truncatedJSON, missingFeatures
    case featureWithoutId, featureWithoutProperties, featureWithoutCoordinates, featureWithOneCoordinate

    var testDescription: String { self.rawValue }

    func response() throws -> LoopbackHTTPServer.Response {
      let week = try Fixture.data(Fixture.week)
      switch self {
      case .serverError:
        return .init(status: 500, body: Data(#"{"error":"boom"}"#.utf8))
      case .notFound:
        return .init(status: 404, body: Data(#"{"error":"no such feed"}"#.utf8))
      case .wrongMIMEType:
        return .init(contentType: "text/html", body: Data("<html>maintenance</html>".utf8))
      case .truncatedJSON:
        return .init(body: week.prefix(week.count / 2))
      case .missingFeatures:
        return .init(body: Data(#"{"type":"FeatureCollection"}"#.utf8))
      case .featureWithoutId:
        return .init(body: try Self.breakSecondFeature { $0["id"] = nil })
      case .featureWithoutProperties:
        return .init(body: try Self.breakSecondFeature { $0["properties"] = nil })
      case .featureWithoutCoordinates:
        return .init(body: try Self.breakSecondFeature { $0["geometry"] = ["type": "Point"] })
      case .featureWithOneCoordinate:
        return .init(body: try Self.breakSecondFeature { $0["geometry"] = ["type": "Point", "coordinates": [-155.2]] })
      }
    }

    var expectedMessage: String {
      switch self {
      case .serverError: "HTTP 500"
      case .notFound: "HTTP 404"
      case .wrongMIMEType: "text/html instead of application/json"
      case .truncatedJSON: "not valid JSON"
      case .missingFeatures: "`features` is missing"
      case .featureWithoutId: "`features[1].id` is missing"
      case .featureWithoutProperties: "`features[1].properties` is missing"
      case .featureWithoutCoordinates: "`features[1].geometry.coordinates` is missing"
      case .featureWithOneCoordinate: "needs [longitude, latitude]"
      }
    }

    private static func breakSecondFeature(_ edit: (inout [String: Any]) -> Void) throws -> Data {
      var features = Array(try Fixture.features(Fixture.day).prefix(3))
      edit(&features[1])
      return try Fixture.feed(features)
    }
  }

  @MainActor struct Harness {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    let listener: Listener<LocalStore, RemoteStore<NetworkSession<URLSession>>>
  }

  func refresh(database: borrowing TemporaryDatabase, baseURL: URL) async throws -> (Harness, QuakesAction.Data.PersistentSession?) {
    let local = try LocalStore(url: database.url)
    try await local.didFetchRemoteQuakesMutation(inserted: Self.cached, updated: [], deleted: [])
    let harness = Harness(listener: Listener(localStore: local, remoteStore: makeRemoteStore(baseURL)))
    harness.listener.listen(to: harness.store)
    _ = try await dispatchAndAwaitResult(harness.store, .ui(.quakeList(.onAppear)))
    let result = try await dispatchAndAwaitResult(harness.store, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))))
    return (harness, result)
  }

  func expectFailure(
    _ harness: Harness, _ result: QuakesAction.Data.PersistentSession?, containing message: String, database: borrowing TemporaryDatabase
  ) async throws {
    guard case .remoteStore(.didFetchQuakes(result: .failure(error: let error))) = result else {
      Issue.record("expected a remote failure, got \(String(describing: result))")
      return
    }
    #expect(error.contains(message), "message was: \(error)")
    #expect(harness.store.select(QuakesState.selectQuakesStatus()) == .failure(error: error))
    #expect(harness.store.state.quakes.data.count == Self.cached.count)
    #expect(Set(try await LocalStore(url: database.url).fetchLocalQuakesQuery()) == Set(Self.cached))
  }

  @Test(arguments: Case.allCases)
  func badResponsesFailClearlyAndKeepTheCache(badCase: Case) async throws {
    let server = try serveWeek(try badCase.response())
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let (harness, result) = try await self.refresh(database: database, baseURL: server.baseURL)
    try await self.expectFailure(harness, result, containing: badCase.expectedMessage, database: database)
  }

  @Test func aRefusedConnectionFailsClearlyAndKeepsTheCache() async throws {
    let server = try LoopbackHTTPServer(routes: [:])
    let baseURL = server.baseURL
    server.stop()
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let (harness, result) = try await self.refresh(database: database, baseURL: baseURL)
    try await self.expectFailure(harness, result, containing: "Could not reach \(baseURL.absoluteString)", database: database)
  }

  @Test func aNullMagnitudeQuakeIsDroppedAndTheRestKept() async throws {
    let server = try serveWeek(.init(body: try Fixture.data(Fixture.magNull)))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let (harness, result) = try await self.refresh(database: database, baseURL: server.baseURL)
    guard case .remoteStore(.didFetchQuakes(result: .success)) = result else {
      Issue.record("expected a remote success, got \(String(describing: result))")
      return
    }
    let ids = Set(harness.store.state.quakes.data.keys)
    #expect(ids == Set(Self.cached.map(\.quakeId) + ["cr_sanjose"]))
  }

  /// An empty feed is a quiet period, not an error: nothing changes and the fetch succeeds.
  @Test func anEmptyFeatureListChangesNothing() async throws {
    let server = try serveWeek(.init(body: try Fixture.feed([])))
    defer { server.stop() }
    let database = try TemporaryDatabase(named: "quakes.sqlite")
    let (harness, result) = try await self.refresh(database: database, baseURL: server.baseURL)
    #expect(result == .remoteStore(.didFetchQuakes(result: .success(quakes: []))))
    #expect(harness.store.state == makeState(Self.cached, status: .success))
    #expect(Set(try await LocalStore(url: database.url).fetchLocalQuakesQuery()) == Set(Self.cached))
  }
}
