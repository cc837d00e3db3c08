import Foundation
import HashTreeCollections
import ImmutableData
import Services
import TestSupport
import Testing

@testable import QuakesData

// Code written the way the book writes its tests: a store test double conforming to the three
// protocols with the book's exact requirements driving the real Listener, states built from
// `TreeDictionary`, selectors compared with the state's own collections, and a generic key-path
// sort helper. (The book's Quakes `LocalStore` is not generic; `LocalStore<UUID>` is Animals'.)

/// The book's store test double: answers from a state the test sets, records every action, and
/// runs every thunk against itself.
@MainActor final class StoreTestDouble: ImmutableData.Dispatcher, ImmutableData.Selector, ImmutableData.Streamer {
  typealias State = QuakesState
  typealias Action = QuakesAction
  typealias Dispatcher = StoreTestDouble
  typealias Selector = StoreTestDouble
  typealias Stream = StreamTestDouble<(oldState: QuakesState, action: QuakesAction)>

  var state = QuakesState()
  private(set) var parameterActions: [QuakesAction] = []
  private(set) var streams: [Stream] = []

  func dispatch(action: QuakesAction) throws {
    self.parameterActions.append(action)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) throws -> Void) rethrows {
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }

  func select<T>(_ selector: @Sendable (QuakesState) -> T) -> T where T: Sendable {
    selector(self.state)
  }

  func makeStream() -> Stream {
    let stream = Stream()
    self.streams.append(stream)
    return stream
  }
}

/// A local store double: records every call, answers with canned quakes.
actor LocalStoreTestDouble: PersistentSessionLocalStore {
  enum Call: Equatable, Sendable {
    case fetchLocalQuakes
    case didFetchRemoteQuakes(inserted: [Quake], updated: [Quake], deleted: [Quake])
    case deleteLocalQuake(Quake.ID)
    case deleteLocalQuakes
  }

  /// What a failing delete throws.
  struct DeleteFailed: Error {}

  private(set) var calls: [Call] = []
  private let quakes: [Quake]
  private let deletesFail: Bool

  init(quakes: [Quake] = [], deletesFail: Bool = false) {
    self.quakes = quakes
    self.deletesFail = deletesFail
  }

  func fetchLocalQuakesQuery() async throws -> [Quake] {
    self.calls.append(.fetchLocalQuakes)
    return self.quakes
  }

  func didFetchRemoteQuakesMutation(inserted: [Quake], updated: [Quake], deleted: [Quake]) async throws {
    self.calls.append(.didFetchRemoteQuakes(inserted: inserted, updated: updated, deleted: deleted))
  }

  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    self.calls.append(.deleteLocalQuake(quakeId))
    if self.deletesFail { throw DeleteFailed() }
  }

  func deleteLocalQuakesMutation() async throws {
    self.calls.append(.deleteLocalQuakes)
  }
}

/// A remote store that never answers: a feed that stalls until the call is cancelled. It tells
/// the test when it has been asked, so the test waits for that instead of for time.
actor StalledRemoteStoreTestDouble: PersistentSessionRemoteStore {
  private let asked: AsyncStream<Void>.Continuation
  /// One element per call received.
  nonisolated let calls: AsyncStream<Void>

  init() {
    (self.calls, self.asked) = AsyncStream.makeStream(of: Void.self)
  }

  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    self.asked.yield()
    // Stalls until cancelled: the sleep throws `CancellationError` the moment its task is.
    try await Task.sleep(for: .seconds(3_600))
    return []
  }
}

/// A remote store double: records the ranges asked for, answers with canned quakes.
actor RemoteStoreTestDouble: PersistentSessionRemoteStore {
  private(set) var ranges: [QuakesAction.UI.QuakeList.RefreshQuakesRange] = []
  private let quakes: [Quake]

  init(quakes: [Quake] = []) {
    self.quakes = quakes
  }

  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    self.ranges.append(range)
    return self.quakes
  }
}

@MainActor @Suite struct BookStyleTests {
  // 2018-06-14 00:00:00 UTC
  static let midnight = Date(timeIntervalSince1970: 1_528_934_400)

  static let quakes = [
    makeQuake("a", magnitude: 3.1, time: midnight.addingTimeInterval(3_600), name: "Volcano, Hawaii"),
    makeQuake("b", magnitude: 1.2, time: midnight.addingTimeInterval(7_200), name: "San José, Costa Rica"),
    makeQuake(
      "c", magnitude: 3.1, time: midnight.addingTimeInterval(60), updated: midnight.addingTimeInterval(600), name: "Volcano, Hawaii"),
    makeQuake("d", magnitude: 2.0, time: midnight.addingTimeInterval(-60), name: "Volcano, Hawaii"),
  ]

  static let state = QuakesState(
    quakes: QuakesState.Quakes(
      data: TreeDictionary(uniqueKeysWithValues: quakes.map { ($0.quakeId, $0) }),
      status: .success
    )
  )

  // MARK: The real Listener driven by the store test double

  struct Harness {
    let store: StoreTestDouble
    let localStore: LocalStoreTestDouble
    let remoteStore: RemoteStoreTestDouble
    let listener: Listener<LocalStoreTestDouble, RemoteStoreTestDouble>
    let stream: StoreTestDouble.Stream
  }

  private func makeHarness(local: [Quake] = [], remote: [Quake] = []) async throws -> Harness {
    let store = StoreTestDouble()
    let localStore = LocalStoreTestDouble(quakes: local)
    let remoteStore = RemoteStoreTestDouble(quakes: remote)
    let listener = Listener(localStore: localStore, remoteStore: remoteStore)
    listener.listen(to: store)
    let stream = try #require(store.streams.first)
    await stream.waitForRequests(1)
    return Harness(store: store, localStore: localStore, remoteStore: remoteStore, listener: listener, stream: stream)
  }

  /// Sends the `n`th element `(oldState, action)` with `newState` as the double's state, and
  /// waits until the Listener finished its work for it.
  private func send(
    _ n: Int,
    _ action: QuakesAction,
    oldState: QuakesState,
    newState: QuakesState,
    to harness: Harness
  ) async {
    harness.store.state = newState
    harness.stream.send((oldState: oldState, action: action))
    await harness.stream.waitForRequests(n + 1)
  }

  @Test func theListenerFetchesTheLocalQuakesWhenTheStatusMovesToWaiting() async throws {
    let harness = try await self.makeHarness(local: Self.quakes)
    var waiting = QuakesState()
    waiting.quakes.status = .waiting
    await self.send(1, .ui(.quakeList(.onAppear)), oldState: QuakesState(), newState: waiting, to: harness)
    #expect(await harness.localStore.calls == [.fetchLocalQuakes])
    #expect(
      harness.store.parameterActions == [.data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: Self.quakes)))))])

    await self.send(2, .ui(.quakeList(.onAppear)), oldState: waiting, newState: waiting, to: harness)
    #expect(await harness.localStore.calls == [.fetchLocalQuakes])
  }

  @Test func theListenerFetchesTheRemoteRangeWhenTheStatusMovesToWaiting() async throws {
    let harness = try await self.makeHarness(remote: Self.quakes)
    var waiting = Self.state
    waiting.quakes.status = .waiting
    await self.send(1, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek))), oldState: Self.state, newState: waiting, to: harness)
    #expect(await harness.remoteStore.ranges == [.allWeek])
    #expect(
      harness.store.parameterActions == [.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: Self.quakes)))))])
  }

  @Test func theListenerFinishesARefreshBeforeItTakesTheNextAction() async throws {
    let harness = try await self.makeHarness(remote: Self.quakes)
    var waiting = Self.state
    waiting.quakes.status = .waiting
    var withoutA = waiting
    withoutA.quakes.data["a"] = nil
    await self.send(1, .ui(.quakeList(.onTapRefreshQuakesButton(range: .allDay))), oldState: Self.state, newState: waiting, to: harness)
    // The next element is asked for only now: the remote store has answered and its result is
    // in the store, before the delete that follows reaches the local store.
    #expect(await harness.remoteStore.ranges == [.allDay])
    #expect(await harness.localStore.calls.isEmpty)
    #expect(
      harness.store.parameterActions == [.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: Self.quakes)))))])
    await self.send(
      2, .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))), oldState: waiting, newState: withoutA, to: harness)
    #expect(await harness.localStore.calls == [.deleteLocalQuake("a")])
  }

  @Test func aStalledFeedEndsAtItsDeadlineWithAFailureBeforeTheNextAction() async throws {
    let server = try RemoteCallLimitsTests.stalledServer()
    defer { server.stop() }
    let store = StoreTestDouble()
    let localStore = LocalStoreTestDouble()
    let remoteStore = RemoteCallLimitsTests.remoteStore(server.baseURL, limits: NetworkLimits(deadline: .milliseconds(300)))
    let listener = Listener(localStore: localStore, remoteStore: remoteStore)
    listener.listen(to: store)
    let stream = try #require(store.streams.first)
    await stream.waitForRequests(1)
    var waiting = Self.state
    waiting.quakes.status = .waiting
    store.state = waiting
    stream.send((oldState: Self.state, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))))
    await stream.waitForRequests(2)
    guard case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(let message)))))? = store.parameterActions.first
    else {
      Issue.record("expected a failure action, got \(store.parameterActions)")
      return
    }
    #expect(message.contains("No complete answer within 0.3 s"))
    #expect(store.parameterActions.count == 1)
  }

  @Test(.timeLimit(.minutes(1))) func listeningToAnotherStoreCancelsARefreshInFlight() async throws {
    let first = StoreTestDouble()
    let remoteStore = StalledRemoteStoreTestDouble()
    let listener = Listener(localStore: LocalStoreTestDouble(), remoteStore: remoteStore)
    listener.listen(to: first)
    let stream = try #require(first.streams.first)
    await stream.waitForRequests(1)
    var waiting = Self.state
    waiting.quakes.status = .waiting
    first.state = waiting
    stream.send((oldState: Self.state, action: .ui(.quakeList(.onTapRefreshQuakesButton(range: .allWeek)))))
    var calls = remoteStore.calls.makeAsyncIterator()
    _ = await calls.next()

    listener.listen(to: StoreTestDouble())
    // The call in flight was cancelled: its thunk reported the failure to the first store and
    // the Listener went back to its (now cancelled) loop.
    await stream.waitForRequests(2)
    guard case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure))))? = first.parameterActions.first else {
      Issue.record("expected a failure action, got \(first.parameterActions)")
      return
    }
  }

  @Test func aFailedDeleteIsReportedAsAFailureStatus() async throws {
    // The book's delete thunks dispatch nothing, success or failure; ours reports a failed
    // write so the page can show that the cache is behind (docs/decisions/book-api-differences.md,
    // "Book-compatible names").
    let store = StoreTestDouble()
    let localStore = LocalStoreTestDouble(deletesFail: true)
    let listener = Listener(localStore: localStore, remoteStore: RemoteStoreTestDouble())
    listener.listen(to: store)
    let stream = try #require(store.streams.first)
    await stream.waitForRequests(1)
    var withoutA = Self.state
    withoutA.quakes.data["a"] = nil
    store.state = withoutA
    stream.send((oldState: Self.state, action: .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a")))))
    await stream.waitForRequests(2)
    #expect(await localStore.calls == [.deleteLocalQuake("a")])
    guard case .data(.persistentSession(.localStore(.didFailToSaveQuakes)))? = store.parameterActions.first else {
      Issue.record("expected a failure action, got \(store.parameterActions)")
      return
    }
  }

  @Test func theListenerSavesTheDiffOfARemoteResult() async throws {
    let harness = try await self.makeHarness()
    let old = QuakesState(quakes: QuakesState.Quakes(data: TreeDictionary(uniqueKeysWithValues: [("a", Self.quakes[0])])))
    let new = Self.state
    let action = QuakesAction.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: Self.quakes)))))
    await self.send(1, action, oldState: old, newState: new, to: harness)
    #expect(await harness.localStore.calls == [.didFetchRemoteQuakes(inserted: Array(Self.quakes.dropFirst()), updated: [], deleted: [])])
  }

  @Test func theListenerSavesARemoteResultThatChangedNothingAsAnEmptyDiff() async throws {
    let harness = try await self.makeHarness()
    let action = QuakesAction.data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: Self.quakes)))))
    await self.send(1, action, oldState: Self.state, newState: Self.state, to: harness)
    #expect(await harness.localStore.calls == [.didFetchRemoteQuakes(inserted: [], updated: [], deleted: [])])
    #expect(harness.store.parameterActions.isEmpty)
  }

  @Test func theListenerDeletesOneQuakeAndThenAll() async throws {
    let harness = try await self.makeHarness()
    var withoutA = Self.state
    withoutA.quakes.data["a"] = nil
    await self.send(
      1, .ui(.quakeList(.onTapDeleteSelectedQuakeButton(quakeId: "a"))), oldState: Self.state, newState: withoutA, to: harness)
    await self.send(2, .ui(.quakeList(.onTapDeleteAllQuakesButton)), oldState: withoutA, newState: QuakesState(), to: harness)
    #expect(await harness.localStore.calls == [.deleteLocalQuake("a"), .deleteLocalQuakes])
  }

  // MARK: Selectors compared with the state's own collections

  @Test func theEntityMapSelectorReturnsATreeDictionary() {
    let state = Self.state
    #expect(
      QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight)(state)
        == TreeDictionary(
          uniqueKeysWithValues: Self.quakes.filter { $0.quakeId != "d" }.map { ($0.quakeId, $0) }
        ))
    #expect(
      QuakesState.selectQuakes(searchText: "Volcano", searchDate: Self.midnight)(state)
        == TreeDictionary(
          uniqueKeysWithValues: [("a", Self.quakes[0]), ("c", Self.quakes[2])]
        ))
    #expect(
      QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight.addingTimeInterval(-86_400))(state)
        == TreeDictionary(
          uniqueKeysWithValues: [("d", Self.quakes[3])]
        ))
    #expect(QuakesState.selectQuakes(searchText: "", searchDate: Self.midnight)(QuakesState()) == TreeDictionary())
  }

  /// The book's generic helper: any `Comparable` value, key path `& Sendable`, both orders;
  /// the result holds the day's quakes ordered by the value (ties in any order).
  private func test<Value: Comparable>(
    keyPath: any KeyPath<Quake, Value> & Sendable,
    searchText: String = "",
    state: QuakesState = Self.state
  ) {
    let expected = QuakesState.selectQuakes(searchText: searchText, searchDate: Self.midnight)(state)
    for order in [SortOrder.forward, .reverse] {
      let values = QuakesState.selectQuakesValues(searchText: searchText, searchDate: Self.midnight, sort: keyPath, order: order)(state)
      #expect(Set(values.map(\.quakeId)) == Set(expected.keys) && values.count == expected.count, "\(keyPath) \(order)")
      let isOrdered = zip(values, values.dropFirst()).allSatisfy { lhs, rhs in
        switch order {
        case .forward: (rhs[keyPath: keyPath] < lhs[keyPath: keyPath]) == false
        case .reverse: (lhs[keyPath: keyPath] < rhs[keyPath: keyPath]) == false
        }
      }
      #expect(isOrdered, "\(keyPath) \(order): \(values.map(\.quakeId))")
    }
  }

  @Test func everySortSelectorOrdersByItsKeyPathInBothOrders() {
    self.test(keyPath: \Quake.quakeId)
    self.test(keyPath: \Quake.magnitude)
    self.test(keyPath: \Quake.time)
    self.test(keyPath: \Quake.updated)
    self.test(keyPath: \Quake.name)
    self.test(keyPath: \Quake.longitude)
    self.test(keyPath: \Quake.latitude)
    self.test(keyPath: \Quake.magnitude, searchText: "Volcano")
    self.test(keyPath: \Quake.time, state: QuakesState())
  }
}
