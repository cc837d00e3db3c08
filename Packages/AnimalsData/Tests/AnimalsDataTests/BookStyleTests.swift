import Foundation
import HashTreeCollections
import ImmutableData
import TestSupport
import Testing

@testable import AnimalsData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

// Code written the way the book writes its tests: a store test double conforming to the three
// protocols with the book's exact requirements driving the real Listener, states built from
// `TreeDictionary`, selectors compared with the state's own collections, a generic key-path
// sort helper, `LocalStore<UUID>` with an `IncrementalStoreUUID` double, and the remote store
// over a session double, its failures read through the book's names
// (`RemoteResponse.Query.Error`, `RemoteResponse.Mutation.Error`, `RemoteStore.Error`).

/// The book's store test double: answers from a state the test sets, records every action, and
/// runs every thunk against itself.
@MainActor final class StoreTestDouble: ImmutableData.Dispatcher, ImmutableData.Selector, ImmutableData.Streamer {
  typealias State = AnimalsState
  typealias Action = AnimalsAction
  typealias Dispatcher = StoreTestDouble
  typealias Selector = StoreTestDouble
  typealias Stream = StreamTestDouble<(oldState: AnimalsState, action: AnimalsAction)>

  var state = AnimalsState()
  private(set) var parameterActions: [AnimalsAction] = []
  private(set) var streams: [Stream] = []

  func dispatch(action: AnimalsAction) throws {
    self.parameterActions.append(action)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) throws -> Void) rethrows {
    try thunk(self, self)
  }

  func dispatch(thunk: @Sendable (StoreTestDouble, StoreTestDouble) async throws -> Void) async rethrows {
    try await thunk(self, self)
  }

  func select<T>(_ selector: @Sendable (AnimalsState) -> T) -> T where T: Sendable {
    selector(self.state)
  }

  func makeStream() -> Stream {
    let stream = Stream()
    self.streams.append(stream)
    return stream
  }
}

/// Ids "1", "2", … in the order a store asks for them, as the book's `IncrementalStoreUUID`
/// test double counts.
struct IncrementalStoreUUIDTestDouble: IncrementalStoreUUID {
  private static let counter = Mutex(0)

  let uuidString: String

  init() {
    self.uuidString = String(
      Self.counter.withLock { count in
        count += 1
        return count
      })
  }
}

@MainActor @Suite struct BookStyleTests {
  static let state = AnimalsState(
    categories: AnimalsState.Categories(
      data: TreeDictionary(uniqueKeysWithValues: Category.samples.map { ($0.categoryId, $0) }),
      status: .success
    ),
    animals: AnimalsState.Animals(
      data: TreeDictionary(uniqueKeysWithValues: Animal.samples.map { ($0.animalId, $0) }),
      status: .success
    )
  )

  // MARK: The real Listener driven by the store test double

  /// Sends one `(oldState, action)` with `newState` as the double's state, and waits until the
  /// Listener finished its work for it.
  private func send(
    _ action: AnimalsAction,
    oldState: AnimalsState,
    newState: AnimalsState,
    to store: StoreTestDouble,
    requests: inout Int
  ) async throws {
    let stream = try #require(store.streams.first)
    store.state = newState
    stream.send((oldState: oldState, action: action))
    requests += 1
    await stream.waitForRequests(requests)
  }

  @Test func theListenerFetchesCategoriesOnlyWhenTheStatusMovesToWaiting() async throws {
    let store = StoreTestDouble()
    let persistentStore = StubStore()
    let listener = Listener(store: persistentStore)
    listener.listen(to: store)
    var requests = 1
    try await #require(store.streams.first).waitForRequests(requests)

    var waiting = AnimalsState()
    waiting.categories.status = .waiting
    try await self.send(.ui(.categoryList(.onAppear)), oldState: AnimalsState(), newState: waiting, to: store, requests: &requests)
    #expect(await persistentStore.calls == [.fetchCategories])
    #expect(store.parameterActions == [.data(.persistentSession(.didFetchCategories(result: .success(categories: Category.samples))))])

    // Already waiting before the action: no second fetch.
    try await self.send(.ui(.categoryList(.onAppear)), oldState: waiting, newState: waiting, to: store, requests: &requests)
    #expect(await persistentStore.calls == [.fetchCategories])
    #expect(store.parameterActions.count == 1)
  }

  @Test func theListenerDeletesAnAnimalWhoseQueueStatusMovesToWaiting() async throws {
    let store = StoreTestDouble()
    let persistentStore = StubStore()
    let listener = Listener(store: persistentStore)
    listener.listen(to: store)
    var requests = 1
    try await #require(store.streams.first).waitForRequests(requests)

    var waiting = Self.state
    waiting.animals.queue = TreeDictionary(uniqueKeysWithValues: [(Animal.cat.animalId, Status.waiting)])
    let delete = AnimalsAction.ui(.animalDetail(.onTapDeleteSelectedAnimalButton(animalId: Animal.cat.animalId)))
    try await self.send(delete, oldState: Self.state, newState: waiting, to: store, requests: &requests)
    #expect(await persistentStore.calls == [.deleteAnimal(animalId: "Cat")])
    #expect(store.parameterActions == [.data(.persistentSession(.didDeleteAnimal(animalId: "Cat", result: .success(animal: .cat))))])

    // A data action starts nothing.
    try await self.send(store.parameterActions[0], oldState: waiting, newState: waiting, to: store, requests: &requests)
    #expect(await persistentStore.calls == [.deleteAnimal(animalId: "Cat")])
    #expect(store.parameterActions.count == 1)
  }

  // MARK: Selectors compared with the state's own collections

  @Test func theEntityMapSelectorsReturnTreeDictionaries() {
    let state = Self.state
    #expect(AnimalsState.selectCategories()(state) == state.categories.data)
    #expect(AnimalsState.selectCategories()(AnimalsState()) == TreeDictionary())
    #expect(
      AnimalsState.selectAnimals(categoryId: "Mammal")(state)
        == TreeDictionary(uniqueKeysWithValues: [Animal.dog, .cat, .kangaroo, .gibbon].map { ($0.animalId, $0) })
    )
    #expect(
      AnimalsState.selectAnimals(categoryId: "Bird")(state)
        == TreeDictionary(uniqueKeysWithValues: [(Animal.sparrow.animalId, Animal.sparrow)])
    )
    #expect(AnimalsState.selectAnimals(categoryId: "Fish")(state) == TreeDictionary())
    #expect(AnimalsState.selectAnimals(categoryId: nil)(state) == TreeDictionary())
  }

  /// Checks the result of a sort selector: the same elements as `expected`, ordered by the
  /// value at `keyPath` in `order` (ties in any order).
  private func expect<Element, Value: Comparable>(
    _ values: [Element],
    sortedBy keyPath: KeyPath<Element, Value>,
    order: SortOrder,
    expected: [Element],
    id: (Element) -> String
  ) {
    #expect(values.map(id).sorted() == expected.map(id).sorted(), "\(keyPath) \(order)")
    let isOrdered = zip(values, values.dropFirst()).allSatisfy { lhs, rhs in
      switch order {
      case .forward: (rhs[keyPath: keyPath] < lhs[keyPath: keyPath]) == false
      case .reverse: (lhs[keyPath: keyPath] < rhs[keyPath: keyPath]) == false
      }
    }
    #expect(isOrdered, "\(keyPath) \(order): \(values.map(id))")
  }

  /// The book's generic helper: any `Comparable` value, key path `& Sendable`, both orders.
  private func test<Value: Comparable>(
    keyPath: any KeyPath<AnimalsData.Category, Value> & Sendable,
    state: AnimalsState = Self.state
  ) {
    for order in [SortOrder.forward, .reverse] {
      let values = AnimalsState.selectCategoriesValues(sort: keyPath, order: order)(state)
      self.expect(values, sortedBy: keyPath, order: order, expected: Array(state.categories.data.values), id: \.categoryId)
    }
  }

  private func test<Value: Comparable>(
    categoryId: AnimalsData.Category.ID?,
    keyPath: any KeyPath<Animal, Value> & Sendable,
    state: AnimalsState = Self.state
  ) {
    let expected = state.animals.data.values.filter { $0.categoryId == categoryId }
    for order in [SortOrder.forward, .reverse] {
      let values = AnimalsState.selectAnimalsValues(categoryId: categoryId, sort: keyPath, order: order)(state)
      self.expect(values, sortedBy: keyPath, order: order, expected: expected, id: \.animalId)
    }
  }

  @Test func everyCategoriesSortSelectorOrdersByItsKeyPathInBothOrders() {
    self.test(keyPath: \AnimalsData.Category.categoryId)
    self.test(keyPath: \AnimalsData.Category.name)
    self.test(keyPath: \AnimalsData.Category.name, state: AnimalsState())
  }

  @Test(arguments: ["Mammal", "Bird", "Amphibian", "Fish", nil] as [String?])
  func everyAnimalsSortSelectorOrdersByItsKeyPathInBothOrders(categoryId: String?) {
    self.test(categoryId: categoryId, keyPath: \Animal.animalId)
    self.test(categoryId: categoryId, keyPath: \Animal.name)
    self.test(categoryId: categoryId, keyPath: \Animal.categoryId)
    self.test(categoryId: categoryId, keyPath: \Animal.diet.rawValue)
  }

  // MARK: LocalStore<UUID>

  @Test func aLocalStoreWithAnIncrementalStoreUUIDTestDoubleNumbersNewAnimals() async throws {
    let store = try LocalStore<IncrementalStoreUUIDTestDouble>(isStoredInMemoryOnly: true)
    let first = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let second = try await store.addAnimalMutation(name: "Owl", diet: .carnivorous, categoryId: "Bird")
    let firstNumber = try #require(Int(first.animalId))
    #expect(second.animalId == String(firstNumber + 1))
    let stored = try await store.fetchAnimalsQuery()
    #expect(stored.contains(first) && stored.contains(second))
  }

  @Test func aLocalStoreOfFoundationUUIDGivesNewAnimalsUUIDs() async throws {
    let store = try LocalStore<UUID>(isStoredInMemoryOnly: true)
    let added = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    #expect(UUID(uuidString: added.animalId) != nil)
    #expect(try await store.fetchAnimalsQuery().contains(added))
  }
}

// MARK: - The remote store, read through the book's error names

/// An error with an identity, so a test can tell the session's own failure came back untouched.
private final class BookSessionFailure: Error {}

/// The book's network session double for the remote store: remembers the request it was sent
/// and answers with a canned `RemoteResponse`, or throws its own failure when it has none.
private final class BookRemoteSessionDouble: RemoteStoreNetworkSession, @unchecked Sendable {
  // Safe: every stored variable is read and written only while holding `lock`.
  private let lock = NSLock()
  private var _request: URLRequest?
  private let response: RemoteResponse?
  let failure = BookSessionFailure()

  init(response: RemoteResponse? = nil) {
    self.response = response
  }

  var request: URLRequest? { self.lock.withLock { self._request } }

  func json<T>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T where T: Decodable {
    self.lock.withLock { self._request = request }
    guard let response = self.response as? T else { throw self.failure }
    return response
  }
}

@Suite struct BookStyleRemoteStoreTests {
  /// The request body the store sent, decoded back.
  private func sentRequest(_ session: BookRemoteSessionDouble) throws -> RemoteRequest {
    let request = try #require(session.request)
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    return try JSONDecoder().decode(RemoteRequest.self, from: #require(request.httpBody))
  }

  @Test func aQueryAnsweredWithoutItsResultThrowsTheQueryErrorNamingWhatIsMissing() async throws {
    let session = BookRemoteSessionDouble(response: RemoteResponse())
    let store = RemoteStore(session: session)

    let categories = await #expect(throws: RemoteResponse.Query.Error.self) {
      try await store.fetchCategoriesQuery()
    }
    #expect(categories?.code == .categoriesNotFound)
    #expect(try self.sentRequest(session) == RemoteRequest(query: [.categories]))

    let animals = await #expect(throws: RemoteResponse.Query.Error.self) {
      try await store.fetchAnimalsQuery()
    }
    #expect(animals?.code == .animalsNotFound)
    #expect(try self.sentRequest(session) == RemoteRequest(query: [.animals]))
  }

  @Test func aQueryAnsweredWithTheOtherQuerysResultIsStillNotFound() async throws {
    // Animals where categories were asked for, and the other way round.
    let store = RemoteStore(session: BookRemoteSessionDouble(response: RemoteResponse(query: [.animals(animals: [.cat])])))
    let categories = await #expect(throws: RemoteResponse.Query.Error.self) {
      try await store.fetchCategoriesQuery()
    }
    #expect(categories?.code == .categoriesNotFound)

    let other = RemoteStore(session: BookRemoteSessionDouble(response: RemoteResponse(query: [.categories(categories: [.mammal])])))
    let animals = await #expect(throws: RemoteResponse.Query.Error.self) {
      try await other.fetchAnimalsQuery()
    }
    #expect(animals?.code == .animalsNotFound)
  }

  @Test func everyAnimalMutationAnsweredWithoutTheAnimalThrowsTheMutationError() async throws {
    let session = BookRemoteSessionDouble(response: RemoteResponse(query: [.animals(animals: [.cat])]))
    let store = RemoteStore(session: session)

    let added = await #expect(throws: RemoteResponse.Mutation.Error.self) {
      try await store.addAnimalMutation(name: "Heron", diet: .carnivorous, categoryId: "Bird")
    }
    #expect(added?.code == .animalNotFound)
    #expect(try self.sentRequest(session) == RemoteRequest(mutation: [.addAnimal(name: "Heron", diet: .carnivorous, categoryId: "Bird")]))

    let updated = await #expect(throws: RemoteResponse.Mutation.Error.self) {
      try await store.updateAnimalMutation(animalId: "Cat", name: "Lynx", diet: .carnivorous, categoryId: "Mammal")
    }
    #expect(updated?.code == .animalNotFound)
    #expect(
      try self.sentRequest(session)
        == RemoteRequest(mutation: [.updateAnimal(animalId: "Cat", name: "Lynx", diet: .carnivorous, categoryId: "Mammal")])
    )

    let deleted = await #expect(throws: RemoteResponse.Mutation.Error.self) {
      try await store.deleteAnimalMutation(animalId: "Cat")
    }
    #expect(deleted?.code == .animalNotFound)
    #expect(try self.sentRequest(session) == RemoteRequest(mutation: [.deleteAnimal(animalId: "Cat")]))
  }

  @Test func aReloadAnsweredWithoutTheSampleDataThrowsTheMutationError() async throws {
    let session = BookRemoteSessionDouble(response: RemoteResponse(mutation: [.deleteAnimal(animal: .cat)]))
    let store = RemoteStore(session: session)
    let reloaded = await #expect(throws: RemoteResponse.Mutation.Error.self) {
      try await store.reloadSampleDataMutation()
    }
    #expect(reloaded?.code == .sampleDataNotFound)
    #expect(try self.sentRequest(session) == RemoteRequest(mutation: [.reloadSampleData]))
  }

  @Test func theStoresOwnErrorNameCatchesTheSameFailure() async throws {
    let store = RemoteStore(session: BookRemoteSessionDouble(response: RemoteResponse()))
    let error = await #expect(throws: RemoteStore<BookRemoteSessionDouble>.Error.self) {
      try await store.deleteAnimalMutation(animalId: "Cat")
    }
    #expect(error?.code == .animalNotFound)
    // One type under three names: whichever a caller catches, it is the same failure.
    let thrown: any Error = try #require(error)
    #expect(thrown is RemoteResponse.Query.Error)
    #expect(thrown is RemoteResponse.Mutation.Error)
    #expect(thrown is RemoteStoreError)
  }

  @Test func theSessionsOwnFailureReachesTheCallerUntouched() async throws {
    let session = BookRemoteSessionDouble()
    let store = RemoteStore(session: session)
    let error = await #expect(throws: BookSessionFailure.self) {
      try await store.fetchAnimalsQuery()
    }
    #expect(error === session.failure)
    #expect(try self.sentRequest(session) == RemoteRequest(query: [.animals]))
  }

  @Test func theStoreAnswersWithWhatTheResponseCarries() async throws {
    let session = BookRemoteSessionDouble(
      response: RemoteResponse(
        query: [.categories(categories: [.bird, .mammal]), .animals(animals: [.sparrow])],
        mutation: [.addAnimal(animal: .sparrow), .reloadSampleData(animals: [.cat], categories: [.mammal])]
      ))
    let store = RemoteStore(session: session)
    #expect(try await store.fetchCategoriesQuery() == [.bird, .mammal])
    #expect(try await store.fetchAnimalsQuery() == [.sparrow])
    #expect(try await store.addAnimalMutation(name: "Sparrow", diet: .herbivorous, categoryId: "Bird") == .sparrow)
    let sample = try await store.reloadSampleDataMutation()
    #expect(sample.animals == [.cat])
    #expect(sample.categories == [.mammal])
  }

  @Test func theRequestGoesToTheBaseURLsAPIEndpoint() async throws {
    // The book's default base URL; a store given another base URL posts there.
    let session = BookRemoteSessionDouble()
    _ = try? await RemoteStore(session: session).fetchAnimalsQuery()
    #expect(session.request?.url == URL(string: "http://localhost:8080/animals/api"))

    let loopbackSession = BookRemoteSessionDouble()
    let loopbackStore = RemoteStore(session: loopbackSession, baseURL: URL(string: "http://127.0.0.1:8080")!)
    _ = try? await loopbackStore.fetchAnimalsQuery()
    #expect(loopbackSession.request?.url == URL(string: "http://127.0.0.1:8080/animals/api"))
  }
}
