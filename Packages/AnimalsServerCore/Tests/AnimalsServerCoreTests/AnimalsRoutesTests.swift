import AnimalsData
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import NIOFoundationEssentialsCompat
import TestSupport
import Testing

/// `POST /animals/api` and `GET /healthz` driven through the router against real stores: each
/// test that reaches the database runs on SQLite and on PostgreSQL.
@Suite struct AnimalsRoutesTests {
  let database: TemporaryDatabase

  init() throws {
    self.database = try TemporaryDatabase.animals()
  }

  func test<Value: Sendable>(_ body: @Sendable (any TestClientProtocol) async throws -> Value) async throws -> Value {
    try await TestServer.application(store: self.database.makeStore()).test(.router, body)
  }

  /// Runs `body` against a server on `database` (SQLite or PostgreSQL).
  func test<Value: Sendable>(
    _ database: TestDatabase,
    _ body: @Sendable (any TestClientProtocol) async throws -> Value
  ) async throws -> Value {
    try await TestServer.application(store: database.makeStore()).test(.router, body)
  }

  @Test(arguments: Backend.all)
  func answersTheCategoriesQueryWithTheStoredCategoriesAsJSON(backend: Backend) async throws {
    try await backend.withDatabase { database in
      let expected = try await database.makeStore().fetchCategoriesQuery()
      try await self.test(database) { client in
        let response = try await client.postAPI(#"{"query":[{"categories":{}}]}"#)
        #expect(response.status == .ok)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let decoded = try JSONDecoder().decode(RemoteResponse.self, from: response.body)
        #expect(decoded.mutation == nil)
        let categories = try #require(decoded.query?.first)
        guard case .categories(let received) = categories else {
          Issue.record("expected categories, got \(categories)")
          return
        }
        #expect(Set(received) == Set(expected))
        #expect(received.isEmpty == false)
      }
    }
  }

  @Test(arguments: Backend.all)
  func runsQueriesBeforeMutationsWhateverTheirOrderInTheBody(backend: Backend) async throws {
    try await backend.withDatabase { database in
      let before = try await database.makeStore().fetchAnimalsQuery()
      try await self.test(database) { client in
        let body = #"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}],"query":[{"animals":{}}]}"#
        let response = try await client.postAPI(body)
        #expect(response.status == .ok)
        let decoded = try JSONDecoder().decode(RemoteResponse.self, from: response.body)
        guard case .animals(let queried)? = decoded.query?.first, case .addAnimal(let added)? = decoded.mutation?.first else {
          Issue.record("unexpected response \(decoded)")
          return
        }
        #expect(Set(queried) == Set(before))
        #expect(queried.contains(added) == false)
        #expect(added.name == "Eagle" && added.diet == .carnivorous && added.categoryId == "Bird")
      }
    }
  }

  @Test(arguments: Backend.all)
  func runsMutationsInArrayOrder(backend: Backend) async throws {
    try await backend.withDatabase { database in
      let sample = try #require(try await database.makeStore().fetchAnimalsQuery().first)
      try await self.test(database) { client in
        let deleteThenReload = try await client.postAPI(
          RemoteRequest(mutation: [.deleteAnimal(animalId: sample.animalId), .reloadSampleData]))
        #expect(deleteThenReload.mutation?.count == 2)
        let afterReload = try await client.postAPI(RemoteRequest(query: [.animals]))
        guard case .animals(let animals)? = afterReload.query?.first else {
          Issue.record("no animals in \(afterReload)")
          return
        }
        #expect(animals.contains(sample))

        _ = try await client.postAPI(RemoteRequest(mutation: [.reloadSampleData, .deleteAnimal(animalId: sample.animalId)]))
        let afterDelete = try await client.postAPI(RemoteRequest(query: [.animals]))
        guard case .animals(let remaining)? = afterDelete.query?.first else {
          Issue.record("no animals in \(afterDelete)")
          return
        }
        #expect(remaining.contains(sample) == false)
      }
    }
  }

  @Test(arguments: Backend.all)
  func generatesADistinctIdForEveryAddedAnimal(backend: Backend) async throws {
    try await backend.withDatabase { database in
      let existing = Set(try await database.makeStore().fetchAnimalsQuery().map(\.animalId))
      try await self.test(database) { client in
        let add = RemoteRequest.Mutation.addAnimal(name: "Dog", diet: .carnivorous, categoryId: "Mammal")
        let response = try await client.postAPI(RemoteRequest(mutation: [add, add]))
        let ids = (response.mutation ?? []).compactMap { result -> String? in
          guard case .addAnimal(let animal) = result else { return nil }
          return animal.animalId
        }
        #expect(ids.count == 2)
        #expect(Set(ids).count == 2)
        #expect(existing.isDisjoint(with: ids))
        #expect(ids.allSatisfy { $0.isEmpty == false })
      }
    }
  }

  @Test(
    arguments: Backend.all,
    [
      #"{"mutation":[{"updateAnimal":{"animalId":"No-such-animal","name":"Ghost","diet":"Omnivore","categoryId":"Mammal"}}]}"#,
      #"{"mutation":[{"deleteAnimal":{"animalId":"No-such-animal"}}]}"#,
    ])
  func answersAnUnknownAnimalIdWith404AndAJSONError(backend: Backend, body: String) async throws {
    try await backend.withDatabase { database in
      try await self.test(database) { client in
        let response = try await client.postAPI(body)
        #expect(response.status == .notFound)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let error = try JSONDecoder().decode(ErrorBody.self, from: response.body)
        #expect(error.error.message.isEmpty == false)
      }
    }
  }

  @Test(
    arguments: Backend.all,
    [
      (#"{"mutation":[{"addAnimal":{"name":"  ","diet":"Omnivore","categoryId":"Bird"}}]}"#, "name"),
      (#"{"mutation":[{"addAnimal":{"name":"Ghost","diet":"Omnivore","categoryId":"Ghosts"}}]}"#, "Ghosts"),
      (#"{"mutation":[{"updateAnimal":{"animalId":"Cat","name":"Cat","diet":"Omnivore","categoryId":"Ghosts"}}]}"#, "Ghosts"),
    ])
  func answersAnInvalidAnimalWith422AndAJSONErrorChangingNothing(backend: Backend, input: (String, String)) async throws {
    let (body, mentions) = input
    try await backend.withDatabase { database in
      let before = try await database.makeStore().fetchAnimalsQuery()
      try await self.test(database) { client in
        let response = try await client.postAPI(body)
        #expect(response.status == .unprocessableContent)
        #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
        let error = try JSONDecoder().decode(ErrorBody.self, from: response.body)
        #expect(error.error.message.contains(mentions), "\(error.error.message)")
      }
      #expect(Set(try await database.makeStore().fetchAnimalsQuery()) == Set(before))
    }
  }

  @Test(arguments: [
    ("not json at all", "not valid JSON"),
    (#"{"query":[{"dogs":{}}]}"#, "query"),
    (#"{"mutation":[{"addAnimal":{"name":"Eagle","categoryId":"Bird"}}]}"#, "diet"),
    (#"{"mutation":[{"addAnimal":{"name":"Eagle","diet":"Vegan","categoryId":"Bird"}}]}"#, "diet"),
    (#"{"query":{"categories":{}}}"#, "query"),
  ])
  func answersMalformedJSONWith400AndAJSONErrorSayingWhere(body: String, mentions: String) async throws {
    try await self.test { client in
      let response = try await client.postAPI(body)
      #expect(response.status == .badRequest)
      #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
      let error = try JSONDecoder().decode(ErrorBody.self, from: response.body)
      #expect(error.error.message.contains(mentions), "\(error.error.message)")
    }
  }

  @Test(arguments: [Optional("text/plain"), "application/x-www-form-urlencoded", "application/jsonp", nil])
  func answersAWrongContentTypeWith415AndAJSONError(contentType: String?) async throws {
    try await self.test { client in
      let response = try await client.postAPI(#"{"query":[{"categories":{}}]}"#, contentType: contentType)
      #expect(response.status == .unsupportedMediaType)
      #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
      let error = try JSONDecoder().decode(ErrorBody.self, from: response.body)
      #expect(error.error.message.contains("application/json"))
    }
  }

  @Test(arguments: ["application/json; charset=utf-8", "Application/JSON"])
  func acceptsJSONWithParametersOrAnyCase(contentType: String) async throws {
    try await self.test { client in
      let response = try await client.postAPI(#"{"query":[{"categories":{}}]}"#, contentType: contentType)
      #expect(response.status == .ok)
    }
  }

  @Test func answersAStoreFailureWith500AndItsMessage() async throws {
    try await TestServer.application(store: FailingStore()).test(.router) { client in
      let response = try await client.postAPI(#"{"query":[{"animals":{}}]}"#)
      #expect(response.status == .internalServerError)
      let error = try JSONDecoder().decode(ErrorBody.self, from: response.body)
      #expect(error.error.message == FailingStore.Failure().localizedDescription)
    }
  }

  @Test func answersTheHealthCheck() async throws {
    try await self.test { client in
      let response = try await client.execute(uri: "/healthz", method: .get)
      #expect(response.status == .ok)
      #expect(String(buffer: response.body) == "ok")
    }
  }

  @Test(arguments: Backend.all)
  func keepsChangesInTheDatabaseForTheNextServer(backend: Backend) async throws {
    try await backend.withDatabase { database in
      let added = try await self.test(database) { client in
        let response = try await client.postAPI(
          RemoteRequest(mutation: [.addAnimal(name: "Axolotl", diet: .carnivorous, categoryId: "Amphibian")]))
        guard case .addAnimal(let animal)? = response.mutation?.first else {
          throw HTTPError(.internalServerError, message: "no animal in \(response)")
        }
        return animal
      }
      try await self.test(database) { client in
        let response = try await client.postAPI(RemoteRequest(query: [.animals]))
        guard case .animals(let animals)? = response.query?.first else {
          Issue.record("no animals in \(response)")
          return
        }
        #expect(animals.contains(added))
      }
    }
  }
}
