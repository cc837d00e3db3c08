import AnimalsData
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import NIOFoundationEssentialsCompat
import TestSupport

extension TemporaryDatabase {
  /// An Animals SQLite file in a fresh temporary directory, removed when the value goes away.
  static func animals() throws -> TemporaryDatabase {
    try TemporaryDatabase(named: "animals.sqlite")
  }

  func makeStore() throws -> LocalStore<UUID> {
    try LocalStore<UUID>(url: self.url)
  }
}

/// A store whose every operation fails, standing in for a broken database behind a real server.
struct FailingStore: PersistentSessionPersistentStore {
  struct Failure: Error, LocalizedError {
    var errorDescription: String? { "The disk is on fire." }
  }

  func fetchAnimalsQuery() async throws -> [Animal] { throw Failure() }
  func addAnimalMutation(name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal { throw Failure() }
  func updateAnimalMutation(animalId: String, name: String, diet: Animal.Diet, categoryId: String) async throws -> Animal {
    throw Failure()
  }
  func deleteAnimalMutation(animalId: String) async throws -> Animal { throw Failure() }
  func fetchCategoriesQuery() async throws -> [Category] { throw Failure() }
  func reloadSampleDataMutation() async throws -> (animals: [Animal], categories: [Category]) { throw Failure() }
}

enum TestServer {
  static var logger: Logger {
    var logger = Logger(label: "animals-server-tests")
    logger.logLevel = .warning
    return logger
  }

  static func application(store: some PersistentSessionPersistentStore) -> some ApplicationProtocol {
    AnimalsServer.makeApplication(store: store, host: "127.0.0.1", port: 0, logger: self.logger)
  }
}

extension TestClientProtocol {
  func postAPI(_ body: String, contentType: String? = "application/json") async throws -> TestResponse {
    var headers: HTTPFields = [:]
    if let contentType {
      headers[.contentType] = contentType
    }
    return try await self.execute(uri: "/animals/api", method: .post, headers: headers, body: ByteBuffer(string: body))
  }

  func postAPI(_ request: RemoteRequest) async throws -> RemoteResponse {
    let body = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    let response = try await self.postAPI(body)
    guard response.status == .ok else {
      throw HTTPError(response.status, message: String(buffer: response.body))
    }
    return try JSONDecoder().decode(RemoteResponse.self, from: response.body)
  }
}

/// The `{"error":{"message":…}}` body of a failed request.
struct ErrorBody: Decodable {
  struct Detail: Decodable {
    let message: String
  }

  let error: Detail
}

/// A test's own failure, with what went wrong.
struct TestFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { self.message }
}
