import AnimalsData
import DevToolsInspection
import Testing

@testable import AnimalsUI

/// The persistent session's failure actions are what the host's metrics count as failures.
@Suite struct FailureReportTests {
  @Test func everyPersistentSessionFailureIsADatabaseFailure() {
    let failures: [AnimalsAction.Data.PersistentSession] = [
      .didFetchCategories(result: .failure(error: "locked")),
      .didFetchAnimals(result: .failure(error: "locked")),
      .didReloadSampleData(result: .failure(error: "read-only")),
      .didAddAnimal(id: "Bob", result: .failure(error: "disk full")),
      .didUpdateAnimal(animalId: "Bob", result: .failure(error: "disk full")),
      .didDeleteAnimal(animalId: "Bob", result: .failure(error: "server down")),
    ]
    for failure in failures {
      #expect(AnimalsStore.reportedFailure(of: .data(.persistentSession(failure))) == .database)
    }
  }

  @Test func successesAndUserActionsReportNothing() {
    #expect(AnimalsStore.reportedFailure(of: .data(.persistentSession(.didFetchCategories(result: .success(categories: []))))) == nil)
    #expect(AnimalsStore.reportedFailure(of: .data(.changeFeed(.didResynchronize(animals: [], categories: [])))) == nil)
    #expect(AnimalsStore.reportedFailure(of: .ui(.categoryList(.onAppear))) == nil)
  }
}
