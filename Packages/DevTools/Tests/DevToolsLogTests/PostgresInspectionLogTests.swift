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
  /// A host's inspection of one `tally` module writing to `log`, as one run of `instance`.
  func run(instance: String, log: PostgresInspectionLog) -> (Store<Tally, TallyAction>, ModuleInspection) {
    let inspection = ModuleInspection(historyLimit: 100, log: log, boot: InspectionBoot(instance: instance))
    let store = StoreInspector.makeStore(
      initialState: Tally(), reducer: TallyAction.reduce, inspection: inspection.hook(slug: "tally"), redaction: TallyAction.redaction)
    return (store, inspection)
  }

  func openLog(_ url: String, maxSteps: Int = 20_000, maxBytes: Int = 64 * 1024 * 1024, maxReports: Int = 100) async throws
    -> PostgresInspectionLog
  {
    let log = try PostgresInspectionLog(url: url, maxSteps: maxSteps, maxBytes: maxBytes, maxReports: maxReports)
    try await log.prepare()
    return log
  }

  @Test func anInstanceOnAnotherMachineReadsTheStepsOfEveryOtherRun() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let first = try await self.openLog(url)
      let (store, firstRun) = self.run(instance: "showcase-2", log: first)
      for amount in 1...3 {
        try store.dispatch(action: .added(amount))
      }
      #expect(try await firstRun.writeLog() == 3)

      // Another process (its own pool, its own run) on the same database.
      let second = try await self.openLog(url)
      let (_, secondRun) = self.run(instance: "showcase-1", log: second)
      let earlier = try await second.steps(module: "tally", excluding: secondRun.boot.id, limit: 10)
      #expect(earlier.map(\.step.step) == [3, 2, 1])
      #expect(earlier.allSatisfy { $0.boot == firstRun.boot })
      #expect(earlier.first?.step.action == "TallyAction.added(3)")
      #expect(try await second.steps(module: "tally", excluding: firstRun.boot.id, limit: 10).isEmpty)
      #expect(try await firstRun.writeLog() == 0)
      await first.close()
      await second.close()
    }
  }

  @Test func theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let counted = try await self.openLog(url, maxSteps: 5)
      let (store, inspection) = self.run(instance: "a", log: counted)
      for amount in 1...8 {
        try store.dispatch(action: .added(amount))
      }
      try await inspection.writeLog()
      #expect(try await counted.size().steps == 5)
      #expect(try await counted.steps(module: "tally", excluding: nil, limit: 10).map(\.step.step) == [8, 7, 6, 5, 4])
      let oneStep = try await counted.size().bytes / 5
      await counted.close()

      let sized = try await self.openLog(url, maxBytes: oneStep * 3 + oneStep / 2)
      let (other, otherInspection) = self.run(instance: "b", log: sized)
      for amount in 1...8 {
        try other.dispatch(action: .added(amount))
      }
      try await otherInspection.writeLog()
      let kept = try await sized.size()
      #expect(kept.steps == 3)
      #expect(kept.bytes <= oneStep * 3 + oneStep / 2)
      await sized.close()
    }
  }

  @Test func aRedactedValueIsNeverWrittenToTheDatabase() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let secret = "tok-5d20aa-never-written"
      let log = try await self.openLog(url)
      let (store, inspection) = self.run(instance: "a", log: log)
      try store.dispatch(action: .signedIn(token: secret))
      try store.dispatch(action: .added(1))
      #expect(try await inspection.writeLog() == 2)
      let session = inspection.inspector(slug: "tally")?.exportSession() ?? ""
      try await inspection.report(slug: "tally", tab: nil, note: "the secret must not travel")
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

  @Test func reportsAreKeptUntilTheyExpireAndOpenFromAnotherInstance() async throws {
    try await PostgresTestServer.withFreshDatabase { @MainActor url in
      let log = try await self.openLog(url, maxReports: 2)
      let boot = InspectionBoot(instance: "showcase-3")
      func report(_ note: String, created: Date, expires: Date? = nil) -> InspectionReport {
        InspectionReport(
          created: created, expires: expires, boot: boot, module: "tally", tab: "t1", note: note, steps: [1], session: "{}\n")
      }
      let expired = report("expired", created: Date(timeIntervalSinceNow: -100), expires: Date(timeIntervalSinceNow: -1))
      try await log.store(expired)
      #expect(try await log.report(id: expired.id) == nil)
      let first = report("first", created: Date(timeIntervalSinceNow: -30))
      let second = report("second", created: Date(timeIntervalSinceNow: -20))
      let third = report("third", created: Date(timeIntervalSinceNow: -10))
      for kept in [first, second, third] {
        try await log.store(kept)
      }
      #expect(try await log.report(id: first.id) == nil)
      #expect(try await log.report(id: second.id)?.note == "second")
      let other = try await self.openLog(url)
      let opened = try await other.report(id: third.id)
      #expect(opened?.note == "third")
      #expect(opened?.boot.instance == "showcase-3")
      #expect(opened?.tab == "t1")
      await log.close()
      await other.close()
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
    let error = await #expect(throws: SQLiteInspectionLog.OpenError.self) {
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
