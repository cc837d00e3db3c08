import HashTreeCollections
import ImmutableData
import ImmutableTesting
import Testing

@testable import QuakesData

/// A local store double: quakes in memory, behind the protocol the Listener uses.
actor MemoryLocalStore: PersistentSessionLocalStore {
  private(set) var quakes: [Quake.ID: Quake]

  init(_ quakes: [Quake] = []) {
    self.quakes = Dictionary(uniqueKeysWithValues: quakes.map { ($0.id, $0) })
  }

  func fetchLocalQuakesQuery() async throws -> [Quake] {
    self.quakes.values.sorted { $0.quakeId < $1.quakeId }
  }

  func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    for quake in inserted + updated {
      self.quakes[quake.id] = quake
    }
    for quake in deleted {
      self.quakes[quake.id] = nil
    }
  }

  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    self.quakes[quakeId] = nil
  }

  func deleteLocalQuakesMutation() async throws {
    self.quakes.removeAll()
  }
}

/// A remote store double answering every range with the same quakes.
struct CannedRemoteStore: PersistentSessionRemoteStore {
  let quakes: [Quake]

  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    self.quakes
  }
}

/// The Quakes flows from a user's tap through the real Listener to store doubles and back,
/// asserted action by action with `TestStore`.
@MainActor
@Suite struct QuakesFlowTests {
  @MainActor struct Flow {
    let store: TestStore<QuakesState, QuakesAction>
    let localStore: ObservedLocalStore<MemoryLocalStore>
    let listener: Listener<ObservedLocalStore<MemoryLocalStore>, CannedRemoteStore>

    init(cached: [Quake], remote: [Quake] = []) {
      self.store = TestStore(initialState: QuakesState(), reducer: QuakesReducer.reduce)
      self.localStore = ObservedLocalStore(MemoryLocalStore(cached))
      self.listener = Listener(localStore: self.localStore, remoteStore: CannedRemoteStore(quakes: remote))
      self.listener.listen(to: self.store.store)
    }

    /// The first appearance loads the cached quakes.
    func appear(showing cached: [Quake]) async throws {
      try await self.store.send(.ui(.quakeList(.onAppear))) { $0.quakes.status = .waiting }
      try await self.store.receive(.data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: cached)))))) {
        $0 = makeState(cached, status: .success)
      }
    }
  }

  @Test func refreshingUpsertsRemoteQuakesDropsEmptyMagnitudesAndPersistsTheDiff() async throws {
    let cached = [makeQuake("a"), makeQuake("b"), makeQuake("z")]
    let remote = [makeQuake("a", magnitude: 4.2), makeQuake("b"), makeQuake("c"), makeQuake("z", magnitude: 0)]
    let flow = Flow(cached: cached, remote: remote)
    try await flow.appear(showing: cached)
    try await flow.store.send(.ui(.quakeList(.onTapRefreshQuakesButton(range: .allHour)))) { $0.quakes.status = .waiting }
    try await flow.store.receive(.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: remote)))))) {
      $0.quakes.data["a"] = remote[0]
      $0.quakes.data["c"] = remote[2]
      $0.quakes.data["z"] = nil
      $0.quakes.status = .success
    }
    #expect(await flow.localStore.next() == .didFetchRemoteQuakes(inserted: 1, updated: 1, deleted: 1))
    #expect(await flow.localStore.base.quakes == ["a": remote[0], "b": remote[1], "c": remote[2]])
    await flow.store.finish()
  }

  @Test func deletingTheSelectedQuakeRemovesItAtOnceAndThenFromTheCache() async throws {
    let cached = [makeQuake("a"), makeQuake("b")]
    let flow = Flow(cached: cached)
    try await flow.appear(showing: cached)
    try await flow.store.send(.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a")))) {
      $0.quakes.data["a"] = nil
    }
    #expect(await flow.localStore.next() == .deleteQuake("a"))
    #expect(await flow.localStore.base.quakes == ["b": cached[1]])
    await flow.store.finish()
  }

  @Test func deletingAllQuakesEmptiesTheStateAndTheCache() async throws {
    let cached = [makeQuake("a"), makeQuake("b")]
    let flow = Flow(cached: cached)
    try await flow.appear(showing: cached)
    try await flow.store.send(.ui(.quakeList(.onTapDeleteAllQuakesButton))) {
      $0.quakes.data = [:]
    }
    #expect(await flow.localStore.next() == .deleteQuakes)
    #expect(await flow.localStore.base.quakes.isEmpty)
    await flow.store.finish()
  }

  @Test func deletingAQuakeThatIsGoneIsRefusedAndChangesNothing() async throws {
    let flow = Flow(cached: [])
    try await flow.appear(showing: [])
    await #expect(throws: QuakesReducer.Error(code: .quakeNotFound, quakeId: "a")) {
      try await flow.store.send(.ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))))
    }
    await flow.store.finish()
  }
}
