import DevTools
import DevToolsInspection
import DevToolsLog
import Foundation
import ImmutableData
import Testing

/// A log whose bounds a test can measure: both logs say how many steps and bytes they hold.
protocol MeasuredInspectionLog: InspectionLog {
  func size() async throws -> (steps: Int, bytes: Int)
}

extension SQLiteInspectionLog: MeasuredInspectionLog {}
extension PostgresInspectionLog: MeasuredInspectionLog {}

/// What every `InspectionLog` does, as checks each log's suite runs against its own storage
/// (as AnimalsStoreContract does for the Animals stores): one behaviour, written once.
@MainActor
enum InspectionLogContract {
  /// Opens a log on the suite's one storage, as a new process would, with these bounds.
  typealias Open = @MainActor (_ maxSteps: Int, _ maxBytes: Int, _ maxReports: Int) async throws -> any MeasuredInspectionLog

  static let unbounded = (steps: 20_000, bytes: 64 * 1024 * 1024, reports: 100)

  /// A host's inspection of one `tally` module writing to `log`, as one run of `instance`.
  static func run(instance: String, log: any InspectionLog) -> (Store<Tally, TallyAction>, ModuleInspection) {
    let inspection = ModuleInspection(historyLimit: 100, log: log, boot: InspectionBoot(instance: instance))
    let store = StoreInspector.makeStore(
      initialState: Tally(), reducer: TallyAction.reduce, inspection: inspection.hook(slug: "tally"), redaction: TallyAction.redaction)
    return (store, inspection)
  }

  /// A restarted process, or another instance sharing the log, reads the earlier run's steps,
  /// newest first, marked by that run; each step is written once.
  static func anotherRunReadsTheStepsOfTheRunBeforeIt(_ open: Open) async throws {
    let first = try await open(unbounded.steps, unbounded.bytes, unbounded.reports)
    let (store, firstRun) = self.run(instance: "showcase-2", log: first)
    for amount in 1...3 {
      try store.dispatch(action: .added(amount))
    }
    #expect(try await firstRun.writeLog() == 3)
    #expect(try await firstRun.writeLog() == 0)
    try store.dispatch(action: .added(4))
    #expect(try await firstRun.writeLog() == 1)

    let second = try await open(unbounded.steps, unbounded.bytes, unbounded.reports)
    let (_, secondRun) = self.run(instance: "showcase-1", log: second)
    let earlier = try await second.steps(module: "tally", excluding: secondRun.boot.id, limit: 10)
    #expect(earlier.map(\.step.step) == [4, 3, 2, 1])
    #expect(earlier.allSatisfy { $0.boot == firstRun.boot })
    #expect(earlier.first?.step.action == "TallyAction.added(4)")
    #expect(try await second.steps(module: "tally", excluding: firstRun.boot.id, limit: 10).isEmpty)
    #expect(try await second.size().steps == 4)
    await first.close()
    await second.close()
  }

  /// Past the bound of steps, or of bytes, the oldest steps leave first.
  static func theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes(_ open: Open) async throws {
    let counted = try await open(5, unbounded.bytes, unbounded.reports)
    let (store, inspection) = self.run(instance: "a", log: counted)
    for amount in 1...8 {
      try store.dispatch(action: .added(amount))
    }
    try await inspection.writeLog()
    #expect(try await counted.size().steps == 5)
    #expect(try await counted.steps(module: "tally", excluding: nil, limit: 10).map(\.step.step) == [8, 7, 6, 5, 4])
    let oneStep = try await counted.size().bytes / 5
    await counted.close()

    // The same storage with a bound of three and a half steps' bytes: the next write keeps three.
    let sized = try await open(unbounded.steps, oneStep * 3 + oneStep / 2, unbounded.reports)
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

  /// A report is kept until it expires, the oldest leave past the bound, and another process
  /// sharing the storage opens it.
  static func reportsAreKeptUntilTheyExpireAndOpenElsewhere(_ open: Open) async throws {
    let log = try await open(unbounded.steps, unbounded.bytes, 2)
    let boot = InspectionBoot(instance: "showcase-3")
    func report(_ note: String, created: Date, expires: Date? = nil) -> InspectionReport {
      InspectionReport(created: created, expires: expires, boot: boot, module: "tally", tab: "t-1", note: note, steps: [1], session: "{}\n")
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
    let elsewhere = try await open(unbounded.steps, unbounded.bytes, unbounded.reports)
    let opened = try await elsewhere.report(id: third.id)
    #expect(opened?.note == "third")
    #expect(opened?.boot.instance == "showcase-3")
    #expect(opened?.tab == "t-1")
    #expect(opened?.steps == [1])
    await log.close()
    await elsewhere.close()
  }
}
