import Foundation
import Services
import TestSupport
import Testing

@testable import AnimalsData

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Parsing `--animals-store` / `--server` values.
@Suite struct PersistentStoreOptionTests {
  @Test func parsesLocal() throws {
    #expect(try PersistentStoreOption(parsing: "local") == .local)
  }

  @Test(arguments: ["http://127.0.0.1:8080", "https://animals.example/base/", "http://localhost:9000/"])
  func parsesAnHTTPBaseURL(argument: String) throws {
    #expect(try PersistentStoreOption(parsing: argument) == .remote(baseURL: URL(string: argument)!))
  }

  @Test(arguments: ["", "remote", "Local", "ftp://127.0.0.1/", "127.0.0.1:8080", "http://"])
  func refusesAnythingElseNamingTheArgument(argument: String) {
    let error = #expect(throws: PersistentStoreOptionError.self) {
      try PersistentStoreOption(parsing: argument)
    }
    #expect(error?.localizedDescription.contains("“\(argument)”") == true)
  }

  @Test func makesTheSeededLocalStoreInTheDataDirectoryCreatingIt() async throws {
    let folder = try TemporaryDatabase(named: "animals.sqlite")
    let dataDirectory = folder.directory.appendingPathComponent("new/data", isDirectory: true)
    let store = try makePersistentStore(option: "local", dataDirectory: dataDirectory)
    #expect(store.base is LocalStore<UUID>)
    #expect(FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("animals.sqlite").path))
    #expect(Set(try await store.fetchCategoriesQuery()) == Set(Category.samples))
  }

  @Test func refusesAnUnknownOptionBeforeTouchingTheDataDirectory() throws {
    let folder = try TemporaryDatabase(named: "animals.sqlite")
    let dataDirectory = folder.directory.appendingPathComponent("data", isDirectory: true)
    #expect(throws: PersistentStoreOptionError(argument: "carrier-pigeon")) {
      try makePersistentStore(option: "carrier-pigeon", dataDirectory: dataDirectory)
    }
    #expect(FileManager.default.fileExists(atPath: dataDirectory.path) == false)
  }

  @Test func makesARemoteStoreForAURL() throws {
    let store = try makePersistentStore(option: "http://127.0.0.1:8080", dataDirectory: FileManager.default.temporaryDirectory)
    let remote = try #require(store.base as? RemoteStore<NetworkSession<BoundedURLSession>>)
    #expect(remote.url.absoluteString == "http://127.0.0.1:8080/animals/api")
  }
}
