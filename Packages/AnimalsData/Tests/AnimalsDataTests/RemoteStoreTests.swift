import Foundation
import Testing

@testable import AnimalsData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `RemoteStore` alone, over a session double that records requests and answers a fixed body.
/// (The same operations against a real AnimalsServer are tested in Apps/AnimalsServer.)
@Suite struct RemoteStoreTests {
  /// Answers every request with `response`, remembering what was asked.
  final class SessionDouble: RemoteStoreNetworkSession {
    actor Recorder {
      private(set) var requests: [URLRequest] = []

      func record(_ request: URLRequest) {
        self.requests.append(request)
      }
    }

    let response: RemoteResponse
    let recorder = Recorder()

    init(response: RemoteResponse) {
      self.response = response
    }

    var requests: [URLRequest] {
      get async { await self.recorder.requests }
    }

    func json<T>(for request: URLRequest, from decoder: JSONDecoder) async throws -> T where T: Decodable {
      await self.recorder.record(request)
      return try decoder.decode(T.self, from: JSONEncoder().encode(self.response))
    }
  }

  enum Operation: String, CaseIterable, Sendable {
    case fetchCategories, fetchAnimals, addAnimal, updateAnimal, deleteAnimal, reloadSampleData

    var request: RemoteRequest {
      switch self {
      case .fetchCategories: RemoteRequest(query: [.categories])
      case .fetchAnimals: RemoteRequest(query: [.animals])
      case .addAnimal: RemoteRequest(mutation: [.addAnimal(name: "Eagle", diet: .carnivorous, categoryId: "Bird")])
      case .updateAnimal: RemoteRequest(mutation: [.updateAnimal(animalId: "Cat", name: "Lion", diet: .carnivorous, categoryId: "Mammal")])
      case .deleteAnimal: RemoteRequest(mutation: [.deleteAnimal(animalId: "Cat")])
      case .reloadSampleData: RemoteRequest(mutation: [.reloadSampleData])
      }
    }

    var missingCode: RemoteStoreError.Code {
      switch self {
      case .fetchCategories: .categoriesNotFound
      case .fetchAnimals: .animalsNotFound
      case .addAnimal, .updateAnimal, .deleteAnimal: .animalNotFound
      case .reloadSampleData: .sampleDataNotFound
      }
    }

    func run(on store: RemoteStore<SessionDouble>) async throws {
      switch self {
      case .fetchCategories: _ = try await store.fetchCategoriesQuery()
      case .fetchAnimals: _ = try await store.fetchAnimalsQuery()
      case .addAnimal: _ = try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird")
      case .updateAnimal: _ = try await store.updateAnimalMutation(animalId: "Cat", name: "Lion", diet: .carnivorous, categoryId: "Mammal")
      case .deleteAnimal: _ = try await store.deleteAnimalMutation(animalId: "Cat")
      case .reloadSampleData: _ = try await store.reloadSampleDataMutation()
      }
    }
  }

  static let base = URL(string: "http://127.0.0.1:9/")!

  @Test(arguments: Operation.allCases)
  func postsOneJSONRequestPerOperationToTheAPIEndpoint(operation: Operation) async throws {
    let session = SessionDouble(response: RemoteResponse())
    let store = RemoteStore(session: session, baseURL: Self.base)
    _ = try? await operation.run(on: store)
    let requests = await session.requests
    #expect(requests.count == 1)
    let request = try #require(requests.first)
    #expect(request.url?.absoluteString == "http://127.0.0.1:9/animals/api")
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    let body = try #require(request.httpBody)
    #expect(try JSONDecoder().decode(RemoteRequest.self, from: body) == operation.request)
  }

  @Test(arguments: Operation.allCases)
  func reportsAResponseWithoutTheResultAsNotFound(operation: Operation) async throws {
    // A reply that answers something else than what was asked.
    let unrelated = RemoteResponse(query: [.animals(animals: [])], mutation: [.addAnimal(animal: .gibbon)])
    let otherReply =
      operation == .fetchAnimals || operation == .addAnimal
      ? RemoteResponse(query: [.categories(categories: [])], mutation: [.deleteAnimal(animal: .gibbon)])
      : unrelated
    for response in [RemoteResponse(), otherReply] {
      let store = RemoteStore(session: SessionDouble(response: response), baseURL: Self.base)
      let error = await #expect(throws: RemoteStoreError.self) {
        try await operation.run(on: store)
      }
      #expect(error?.code == operation.missingCode)
      #expect(error?.localizedDescription.contains("server") == true)
    }
  }

  @Test func returnsTheFirstResultOfTheMatchingCase() async throws {
    let response = RemoteResponse(
      query: [.animals(animals: [.sparrow]), .categories(categories: [.bird]), .categories(categories: [.mammal])],
      mutation: [
        .deleteAnimal(animal: .sparrow), .addAnimal(animal: .gibbon), .reloadSampleData(animals: [.gibbon], categories: [.mammal]),
      ]
    )
    let store = RemoteStore(session: SessionDouble(response: response), baseURL: Self.base)
    #expect(try await store.fetchCategoriesQuery() == [.bird])
    #expect(try await store.fetchAnimalsQuery() == [.sparrow])
    #expect(try await store.addAnimalMutation(name: "Eagle", diet: .carnivorous, categoryId: "Bird") == .gibbon)
    #expect(try await store.deleteAnimalMutation(animalId: "Sparrow") == .sparrow)
    let sample = try await store.reloadSampleDataMutation()
    #expect(sample.animals == [.gibbon] && sample.categories == [.mammal])
  }

  @Test(arguments: ["http://127.0.0.1:8080", "http://127.0.0.1:8080/"])
  func appendsTheAPIPathToTheBaseURL(base: String) {
    let store = RemoteStore(session: SessionDouble(response: RemoteResponse()), baseURL: URL(string: base)!)
    #expect(store.url.absoluteString == "http://127.0.0.1:8080/animals/api")
  }
}
