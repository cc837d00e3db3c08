import AnimalsData
import AnimalsServerCore
import Foundation
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

/// `AnimalsAPILimits` in the router: an answer too large, too many operations. (The real binary
/// under a flood is in the app's `HostileRequestTests`.)
@Suite struct ResponseLimitTests {
  static func queries(_ count: Int) -> String {
    #"{"query":["# + Array(repeating: #"{"animals":{}}"#, count: count).joined(separator: ",") + "]}"
  }

  @Test func anAnswerOverTheResponseLimitIsRefusedAndARefusedRequestChangesNothing() async throws {
    let database = try TemporaryDatabase.animals()
    let limits = AnimalsAPILimits(maximumOperations: 3, maximumResponseBytes: 400)
    let app = AnimalsServer.makeApplication(store: try database.makeStore(), port: 0, limits: limits, logger: TestServer.logger)
    try await app.test(.router) { client in
      let tooBig = try await client.postAPI(Self.queries(3))
      #expect(tooBig.status == .contentTooLarge)
      #expect(String(buffer: tooBig.body).contains("larger than 400 bytes"))

      // Four operations: refused before the first (valid) add runs.
      let adds = Array(repeating: #"{"addAnimal":{"name":"Eagle","diet":"Carnivore","categoryId":"Bird"}}"#, count: 4)
      let tooMany = try await client.postAPI(#"{"mutation":["# + adds.joined(separator: ",") + "]}")
      #expect(tooMany.status == .contentTooLarge)
    }
    #expect(try await database.makeStore().fetchAnimalsQuery().contains { $0.name == "Eagle" } == false)
  }
}
