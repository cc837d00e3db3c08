import AnimalsData
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import ImmutableData
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failing server seen from a client app: the Listener's thunks turn each non-2xx answer into a
/// `failure` status in the client's state, carrying the reason.
@Suite struct ClientFailureStatusTests {
  typealias Remote = RemoteStore<NetworkSession<URLSession>>

  /// Dispatches `action`, then waits until the store has reduced an action that `matches`.
  @MainActor
  static func dispatch(
    _ action: AnimalsAction,
    to store: Store<AnimalsState, AnimalsAction>,
    thenWaitFor matches: (AnimalsAction) -> Bool
  ) async throws {
    let stream = store.makeStream()
    try store.dispatch(action: action)
    for await (_, action) in stream where matches(action) {
      return
    }
    throw TestFailure(message: "the store's stream ended")
  }

  @MainActor
  static func fetchCategoriesStatus(remote: Remote) async throws -> Status? {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: remote)
    listener.listen(to: store)
    try await Self.dispatch(.ui(.categoryList(.onAppear)), to: store) { action in
      if case .data(.persistentSession(.didFetchCategories)) = action { return true }
      return false
    }
    // The listener runs the thunks; it must outlive the wait.
    withExtendedLifetime(listener) {}
    return store.select(AnimalsState.selectCategoriesStatus())
  }

  @MainActor
  static func addAnimalStatus(remote: Remote) async throws -> Status? {
    let store = Store(initialState: AnimalsState(), reducer: AnimalsReducer.reduce)
    let listener = Listener(store: remote)
    listener.listen(to: store)
    let id = UUID().uuidString
    let add = AnimalsAction.ui(.animalEditor(.onTapAddAnimalButton(id: id, name: "Eagle", diet: .carnivorous, categoryId: "Bird")))
    try await Self.dispatch(add, to: store) { action in
      if case .data(.persistentSession(.didAddAnimal(id: id, _))) = action { return true }
      return false
    }
    withExtendedLifetime(listener) {}
    return store.select(AnimalsState.selectAnimalStatus(animalId: id))
  }

  static func isFailure(_ status: Status?, mentioning text: String) -> Bool {
    guard case .failure(let error)? = status else { return false }
    return error.contains(text)
  }

  @Test func aFailingFetchBecomesAFailureStatus() async throws {
    let status = try await TestServer.application(store: FailingStore()).test(.live) { client in
      try await Self.fetchCategoriesStatus(remote: try RemoteStoreServerTests.remoteStore(port: client.port))
    }
    #expect(Self.isFailure(status, mentioning: "500"), "\(String(describing: status))")
  }

  @Test func aFailingMutationBecomesAFailureStatusOfThatAnimal() async throws {
    let status = try await TestServer.application(store: FailingStore()).test(.live) { client in
      try await Self.addAnimalStatus(remote: try RemoteStoreServerTests.remoteStore(port: client.port))
    }
    #expect(Self.isFailure(status, mentioning: "500"), "\(String(describing: status))")
  }

  @Test func aWorkingServerGivesSuccess() async throws {
    let database = try TemporaryDatabase.animals()
    let status = try await TestServer.application(store: try database.makeStore()).test(.live) { client in
      try await Self.fetchCategoriesStatus(remote: try RemoteStoreServerTests.remoteStore(port: client.port))
    }
    #expect(status == .success)
  }
}
