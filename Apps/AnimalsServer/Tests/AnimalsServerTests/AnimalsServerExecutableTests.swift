import AnimalsData
import Foundation
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `animals-server` binary: serves the seeded database, stops on SIGTERM, persists.
@Suite struct AnimalsServerExecutableTests {
  static func post(_ body: String, to baseURL: URL) async throws -> (Int, Data) {
    var request = URLRequest(url: baseURL.appendingPathComponent("animals/api"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(body.utf8)
    let (data, response) = try await URLSession(configuration: .ephemeral).data(for: request)
    return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
  }

  @Test func servesTheSeededCategoriesStopsOnSIGTERMAndKeepsChangesAcrossRestarts() async throws {
    let database = try TemporaryDatabase.animals()
    let first = try await ServerProcess.start(database: database.url)

    // The issue's example: curl -X POST -H 'Content-Type: application/json' -d '{"query":[{"categories":{}}]}'
    let (status, data) = try await Self.post(#"{"query":[{"categories":{}}]}"#, to: first.baseURL)
    #expect(status == 200)
    let response = try JSONDecoder().decode(RemoteResponse.self, from: data)
    guard case .categories(let categories)? = response.query?.first else {
      Issue.record("no categories in \(String(decoding: data, as: UTF8.self))")
      return
    }
    let sample = try await LocalStore<UUID>(url: database.directory.appendingPathComponent("fresh.sqlite")).fetchCategoriesQuery()
    #expect(categories.count == 6)
    #expect(Set(categories) == Set(sample))
    let (_, health) = try await URLSession(configuration: .ephemeral).data(from: first.baseURL.appendingPathComponent("healthz"))
    #expect((health as? HTTPURLResponse)?.statusCode == 200)

    let remote = RemoteStore(session: NetworkSession(urlSession: URLSession(configuration: .ephemeral)), baseURL: first.baseURL)
    let added = try await remote.addAnimalMutation(name: "Axolotl", diet: .carnivorous, categoryId: "Amphibian")

    let stopped = await first.terminate()
    #expect(stopped.status == 0, "\(stopped.log)")
    #expect(stopped.log.contains("stopped"))

    let second = try await ServerProcess.start(database: database.url)
    let again = RemoteStore(session: NetworkSession(urlSession: URLSession(configuration: .ephemeral)), baseURL: second.baseURL)
    #expect(try await again.fetchAnimalsQuery().contains(added))
    #expect(await second.terminate().status == 0)
  }
}
