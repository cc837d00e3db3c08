import DevTools
import DevToolsInspection
import DevToolsLog
import Foundation
import ImmutableData
import Logging
import PostgresNIO
import PostgresSupport
import PostgresSupportTesting
import Testing

/// The log on PostgreSQL keeps what the SQLite log keeps, for instances on several machines:
/// each test gets a fresh database on the throwaway server `Scripts/test` starts.
@MainActor
@Suite(.enabled(if: PostgresTestServer.isConfigured, "needs ANIMALS_POSTGRES_URL (Scripts/test and Scripts/with-postgres set it)"))
struct PostgresInspectionLogTests {
  func openLog(_ url: String, maxSteps: Int = 20_000, maxBytes: Int = 64 * 1024 * 1024, maxReports: Int = 100) async throws
    -> PostgresInspectionLog
  {
    let log = try PostgresInspectionLog(url: url, maxSteps: maxSteps, maxBytes: maxBytes, maxReports: maxReports)
    try await log.prepare()
    return log
  }

  /// The contract's checks on a fresh database; every log opened is closed by the check.
  func onFreshDatabase(_ check: @escaping @MainActor (InspectionLogContract.Open) async throws -> Void) async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      try await check { maxSteps, maxBytes, maxReports in
        try await self.openLog(url, maxSteps: maxSteps, maxBytes: maxBytes, maxReports: maxReports)
      }
    }
  }

  @Test func anInstanceOnAnotherMachineReadsTheStepsOfEveryOtherRun() async throws {
    try await self.onFreshDatabase(InspectionLogContract.anotherRunReadsTheStepsOfTheRunBeforeIt)
  }

  @Test func theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes() async throws {
    try await self.onFreshDatabase(InspectionLogContract.theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes)
  }

  @Test func reportsAreKeptUntilTheyExpireAndOpenFromAnotherInstance() async throws {
    try await self.onFreshDatabase(InspectionLogContract.reportsAreKeptUntilTheyExpireAndOpenElsewhere)
  }

  @Test func aRedactedValueIsNeverWrittenToTheDatabase() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let secret = "tok-5d20aa-never-written"
      let log = try await self.openLog(url)
      let (store, inspection) = InspectionLogContract.run(instance: "a", log: log)
      try store.dispatch(action: .signedIn(token: secret))
      try store.dispatch(action: .added(1))
      #expect(try await inspection.writeLog() == 2)
      let session = inspection.inspector(slug: "tally")?.exportSession() ?? ""
      _ = try await inspection.report(slug: "tally", tab: nil, note: "the secret must not travel")
      // Every row of both tables, as text.
      let client = PostgresClient(configuration: try PostgresConfiguration(url: url).client)
      let everything = try await withThrowingTaskGroup(of: String?.self) { group in
        group.addTask {
          await client.run()
          return nil
        }
        defer { group.cancelAll() }
        var text = ""
        let rows = try await client.query(
          "SELECT t::text FROM devtools_step AS t UNION ALL SELECT r::text FROM devtools_report AS r", logger: Logger(label: "test"))
        for try await row in rows.decode(String.self) {
          text += row
        }
        return text
      }
      #expect(everything.contains(Redaction.placeholder))
      #expect(everything.contains("the secret must not travel"))
      #expect(everything.contains(secret) == false)
      #expect(session.contains(secret) == false)
      #expect(store.state.token == secret)
      await log.close()
    }
  }

  @Test func instancesStartingTogetherOnOneNewDatabaseAllPrepareIt() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let prepared = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<4 {
          group.addTask {
            let log = try PostgresInspectionLog(url: url)
            defer { Task { await log.close() } }
            do {
              try await log.prepare()
              return true
            } catch {
              Issue.record("prepare failed: \(error)")
              return false
            }
          }
        }
        var count = 0
        for try await success in group where success {
          count += 1
        }
        return count
      }
      #expect(prepared == 4)
    }
  }

  @Test func aDatabaseThatCannotBeReachedIsRefusedWithItsReasonNotItsPassword() async throws {
    guard let admin = PostgresTestServer.url, var components = URLComponents(string: admin) else { return }
    components.password = "pw-9f3e-not-shown"
    components.path = "/no_such_database_here"
    let log = try PostgresInspectionLog(url: components.string ?? admin)
    let error = await #expect(throws: InspectionLogOpenError.self) {
      try await log.prepare()
    }
    #expect(error?.description.contains("no_such_database_here") == true)
    #expect(error?.description.contains("pw-9f3e-not-shown") == false)
    await log.close()
  }

  @Test func aURLThatIsNotPostgresIsRefusedAtOnce() {
    #expect(throws: PostgresConfigurationError.self) {
      try PostgresInspectionLog(url: "mysql://devtools@db/app")
    }
  }
}
