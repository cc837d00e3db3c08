import AnimalsData
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every `RemoteStore` operation against a real AnimalsServer on a loopback port.
@Suite struct RemoteStoreServerTests {
  typealias Remote = RemoteStore<NetworkSession<URLSession>>

  enum Operation: String, CaseIterable, Sendable {
    case fetchCategories, fetchAnimals, addAnimal, updateAnimal, deleteAnimal, reloadSampleData

    func run(on store: Remote, animalId: String) async throws {
      switch self {
      case .fetchCategories: _ = try await store.fetchCategoriesQuery()
      case .fetchAnimals: _ = try await store.fetchAnimalsQuery()
      case .addAnimal: _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      case .updateAnimal:
        _ = try await store.updateAnimalMutation(animalId: animalId, name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      case .deleteAnimal: _ = try await store.deleteAnimalMutation(animalId: animalId)
      case .reloadSampleData: _ = try await store.reloadSampleDataMutation()
      }
    }
  }

  let database: TemporaryDatabase

  init() throws {
    self.database = try TemporaryDatabase.animals()
  }

  static func remoteStore(port: Int?) throws -> Remote {
    let port = try #require(port)
    let session = NetworkSession(urlSession: URLSession(configuration: .ephemeral))
    return RemoteStore(session: session, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
  }

  /// Runs `body` with a remote store talking to a live server over `store`.
  func live<Value: Sendable>(
    store: some PersistentSessionPersistentStore,
    _ body: @Sendable (Remote) async throws -> Value
  ) async throws -> Value {
    try await TestServer.application(store: store).test(.live) { client in
      try await body(try Self.remoteStore(port: client.port))
    }
  }

  @Test func fetchesTheCategoriesTheServerStores() async throws {
    let local = try self.database.makeStore()
    let expected = try await local.fetchCategoriesQuery()
    let categories = try await self.live(store: local) { remote in try await remote.fetchCategoriesQuery() }
    #expect(categories.isEmpty == false)
    #expect(Set(categories) == Set(expected))
  }

  @Test func fetchesTheAnimalsTheServerStores() async throws {
    let local = try self.database.makeStore()
    let expected = try await local.fetchAnimalsQuery()
    let animals = try await self.live(store: local) { remote in try await remote.fetchAnimalsQuery() }
    #expect(animals.isEmpty == false)
    #expect(Set(animals) == Set(expected))
  }

  @Test func addsUpdatesAndDeletesAnAnimalOnTheServer() async throws {
    let local = try self.database.makeStore()
    try await self.live(store: local) { remote in
      let added = try await remote.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      #expect(added.name == "Eagle" && added.diet == .carnivorous && added.categoryId == "Bird")
      #expect(try await local.fetchAnimalsQuery().contains(added))

      let updated = try await remote.updateAnimalMutation(
        animalId: added.animalId, name: "Bald eagle", diet: .omnivorous, categoryId: "Bird")
      #expect(updated.animalId == added.animalId)
      #expect(updated.name == "Bald eagle" && updated.diet == .omnivorous)
      #expect(try await local.fetchAnimalsQuery().contains(updated))

      let deleted = try await remote.deleteAnimalMutation(animalId: added.animalId)
      #expect(deleted == updated)
      #expect(try await local.fetchAnimalsQuery().contains { $0.animalId == added.animalId } == false)
    }
  }

  @Test func reloadsTheSampleDataOnTheServer() async throws {
    let local = try self.database.makeStore()
    let sample = try await local.fetchAnimalsQuery()
    let victim = try #require(sample.first)
    _ = try await local.deleteAnimalMutation(animalId: victim.animalId)
    _ = try await local.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
    let reloaded = try await self.live(store: local) { remote in try await remote.reloadSampleDataMutation() }
    #expect(Set(reloaded.animals) == Set(sample))
    #expect(Set(reloaded.categories) == Set(try await local.fetchCategoriesQuery()))
    #expect(Set(try await local.fetchAnimalsQuery()) == Set(sample))
  }

  @Test(arguments: [Operation.updateAnimal, .deleteAnimal])
  func reportsAnUnknownAnimalAsNotFound(operation: Operation) async throws {
    let local = try self.database.makeStore()
    let before = try await local.fetchAnimalsQuery()
    let error = try await self.live(store: local) { remote in
      await #expect(throws: NetworkSessionError.self) {
        try await operation.run(on: remote, animalId: "No-such-animal")
      }
    }
    #expect(Self.statusCode(error) == 404)
    #expect(Set(try await local.fetchAnimalsQuery()) == Set(before))
  }

  @Test(arguments: Operation.allCases)
  func reportsAServerFailureAs500(operation: Operation) async throws {
    let error = try await self.live(store: FailingStore()) { remote in
      await #expect(throws: NetworkSessionError.self) {
        try await operation.run(on: remote, animalId: "Cat")
      }
    }
    #expect(Self.statusCode(error) == 500)
    #expect(error?.localizedDescription.contains("500") == true)
  }

  @Test(arguments: Operation.allCases)
  func reportsAServerThatIsDownAsATransportFailure(operation: Operation) async throws {
    // Start a server, remember its port, stop it: nothing listens there any more.
    let remote = try await self.live(store: try self.database.makeStore()) { remote in remote }
    let error = await #expect(throws: NetworkSessionError.self) {
      try await operation.run(on: remote, animalId: "Cat")
    }
    guard case .sessionError(let failure)? = error?.code else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
    #expect(failure.url == remote.url)
  }

  static func statusCode(_ error: NetworkSessionError?) -> Int? {
    guard
      case .jsonHandlerError(let handlerError)? = error?.code,
      case .dataHandlerError(let dataError) = handlerError.code,
      case .statusCodeError(let statusCode) = dataError.code
    else {
      return nil
    }
    return statusCode
  }
}
