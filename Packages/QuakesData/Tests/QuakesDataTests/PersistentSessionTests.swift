import Foundation
import ImmutableData
import Testing

@testable import QuakesData

/// Unit tests of the thunks with store doubles: each query reports success or failure.
@MainActor
@Suite struct PersistentSessionTests {
  struct Failure: LocalizedError {
    let errorDescription: String?
  }

  struct StubLocalStore: PersistentSessionLocalStore {
    var quakes: Result<[Quake], Failure>
    func fetchLocalQuakesQuery() async throws -> [Quake] { try quakes.get() }
    func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {}
    func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {}
    func deleteLocalQuakesMutation() async throws {}
  }

  struct StubRemoteStore: PersistentSessionRemoteStore {
    var quakes: Result<[Quake], Failure>
    func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] { try quakes.get() }
  }

  static let quakes = [makeQuake("a"), makeQuake("b", magnitude: -1)]

  func session(local: Result<[Quake], Failure>, remote: Result<[Quake], Failure>) -> PersistentSession<StubLocalStore, StubRemoteStore> {
    PersistentSession(localStore: StubLocalStore(quakes: local), remoteStore: StubRemoteStore(quakes: remote))
  }

  @Test func localQuerySuccessDispatchesTheQuakes() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try await store.dispatch(thunk: self.session(local: .success(Self.quakes), remote: .success([])).fetchLocalQuakesQuery())
    #expect(store.state == makeState(Self.quakes, status: .success))
  }

  @Test func localQueryFailureDispatchesItsMessageAndRethrows() async throws {
    let store = Store(initialState: makeState([makeQuake("kept")]), reducer: QuakesReducer.reduce)
    await #expect(throws: Failure.self) {
      try await store.dispatch(
        thunk: self.session(local: .failure(Failure(errorDescription: "database is locked")), remote: .success([])).fetchLocalQuakesQuery())
    }
    #expect(store.state == makeState([makeQuake("kept")], status: .failure(error: "database is locked")))
  }

  @Test func remoteQuerySuccessDispatchesTheQuakes() async throws {
    let store = Store(initialState: QuakesState(), reducer: QuakesReducer.reduce)
    try await store.dispatch(thunk: self.session(local: .success([]), remote: .success(Self.quakes)).fetchRemoteQuakesQuery(range: .allDay))
    #expect(store.state == makeState([Self.quakes[0]], status: .success))
  }

  @Test func remoteQueryFailureDispatchesItsMessageAndRethrows() async throws {
    let store = Store(initialState: makeState([makeQuake("kept")]), reducer: QuakesReducer.reduce)
    await #expect(throws: Failure.self) {
      try await store.dispatch(
        thunk: self.session(local: .success([]), remote: .failure(Failure(errorDescription: "offline"))).fetchRemoteQuakesQuery(
          range: .allDay))
    }
    #expect(store.state == makeState([makeQuake("kept")], status: .failure(error: "offline")))
  }
}
