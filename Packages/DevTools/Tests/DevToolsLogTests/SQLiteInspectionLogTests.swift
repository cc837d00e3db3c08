import DevTools
import DevToolsInspection
import DevToolsLog
import Foundation
import ImmutableData
import Testing

@MainActor
@Suite struct SQLiteInspectionLogTests {
  let folder: URL

  init() throws {
    self.folder = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-log-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
  }

  var path: String { self.folder.appendingPathComponent("devtools-log.sqlite").path }

  /// A host's inspection of one `tally` module writing to the log at ``path``, as one run.
  func run(instance: String, log: SQLiteInspectionLog) -> (Store<Tally, TallyAction>, ModuleInspection) {
    let inspection = ModuleInspection(historyLimit: 100, log: log, boot: InspectionBoot(instance: instance))
    let store = StoreInspector.makeStore(
      initialState: Tally(), reducer: TallyAction.reduce, inspection: inspection.hook(slug: "tally"), redaction: TallyAction.redaction)
    return (store, inspection)
  }

  @Test func aRestartedRunReadsTheStepsOfTheRunBeforeIt() async throws {
    let (store, first) = self.run(instance: "showcase-1", log: try SQLiteInspectionLog(path: self.path))
    for amount in 1...3 {
      try store.dispatch(action: .added(amount))
    }
    #expect(try await first.writeLog() == 3)

    // The process restarts: a new log opens the same file, a new run begins.
    let log = try SQLiteInspectionLog(path: self.path)
    let (_, second) = self.run(instance: "showcase-1", log: log)
    let earlier = try await log.steps(module: "tally", excluding: second.boot.id, limit: 10)
    #expect(earlier.map(\.step.step) == [3, 2, 1])
    #expect(earlier.allSatisfy { $0.boot == first.boot })
    #expect(earlier.first?.step.action == "TallyAction.added(3)")
    #expect(try await log.steps(module: "tally", excluding: first.boot.id, limit: 10).isEmpty)
  }

  @Test func eachStepIsWrittenOnce() async throws {
    let log = try SQLiteInspectionLog(path: self.path)
    let (store, inspection) = self.run(instance: "a", log: log)
    try store.dispatch(action: .added(1))
    try store.dispatch(action: .added(2))
    #expect(try await inspection.writeLog() == 2)
    #expect(try await inspection.writeLog() == 0)
    try store.dispatch(action: .added(3))
    #expect(try await inspection.writeLog() == 1)
    #expect(try await log.size().steps == 3)
  }

  @Test func theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes() async throws {
    let counted = try SQLiteInspectionLog(path: self.path, maxSteps: 5)
    let (store, inspection) = self.run(instance: "a", log: counted)
    for amount in 1...8 {
      try store.dispatch(action: .added(amount))
    }
    try await inspection.writeLog()
    #expect(try await counted.size().steps == 5)
    #expect(try await counted.steps(module: "tally", excluding: nil, limit: 10).map(\.step.step) == [8, 7, 6, 5, 4])

    let oneStep = try await counted.size().bytes / 5
    let sized = try SQLiteInspectionLog(path: self.folder.appendingPathComponent("sized.sqlite").path, maxBytes: oneStep * 3 + oneStep / 2)
    let (other, otherInspection) = self.run(instance: "b", log: sized)
    for amount in 1...8 {
      try other.dispatch(action: .added(amount))
    }
    try await otherInspection.writeLog()
    let kept = try await sized.size()
    #expect(kept.steps == 3)
    #expect(kept.bytes <= oneStep * 3 + oneStep / 2)
  }

  @Test func aRedactedValueIsNeverWrittenToTheFile() async throws {
    let secret = "tok-91c4e7-never-written"
    let log = try SQLiteInspectionLog(path: self.path)
    let (store, inspection) = self.run(instance: "a", log: log)
    try store.dispatch(action: .signedIn(token: secret))
    try store.dispatch(action: .added(1))
    #expect(try await inspection.writeLog() == 2)
    let logged = try await log.steps(module: "tally", excluding: nil, limit: 10)
    #expect(logged.contains { $0.step.action.contains(Redaction.placeholder) })
    // Every file SQLite keeps (the database, its write-ahead log, its index), byte for byte.
    let files = try FileManager.default.contentsOfDirectory(atPath: self.folder.path)
    #expect(files.contains("devtools-log.sqlite"))
    for file in files {
      let bytes = try Data(contentsOf: self.folder.appendingPathComponent(file))
      #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(file) holds the secret")
    }
    #expect(store.state.token == secret)
  }

  @Test func aLogInAFolderThatDoesNotExistIsRefusedWithItsPath() throws {
    let missing = self.folder.appendingPathComponent("no-such-folder/devtools-log.sqlite").path
    let error = #expect(throws: SQLiteInspectionLog.OpenError.self) {
      try SQLiteInspectionLog(path: missing)
    }
    #expect(error?.description.contains(missing) == true)
  }

  @Test func reportsAreKeptUntilTheyExpireAndTheOldestLeavePastTheBound() async throws {
    let log = try SQLiteInspectionLog(path: self.path, maxReports: 2)
    let boot = InspectionBoot(instance: "a")
    func report(_ note: String, created: Date, expires: Date? = nil) -> InspectionReport {
      InspectionReport(created: created, expires: expires, boot: boot, module: "tally", tab: nil, note: note, steps: [1], session: "{}\n")
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
    #expect(try await log.report(id: third.id)?.steps == [1])
    // Another process sharing the file reads it too.
    #expect(try await SQLiteInspectionLog(path: self.path).report(id: third.id)?.boot.instance == "a")
  }

  @Test func instancesStartingTogetherOnOneNewLogAllOpenIt() async throws {
    // A cluster's instances open one shared file at once: SQLite may answer the second switch to
    // WAL "database is locked" without waiting; each must still open it.
    for round in 0..<20 {
      let path = self.folder.appendingPathComponent("shared-\(round).sqlite").path
      let opened = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<4 {
          group.addTask { (try? SQLiteInspectionLog(path: path)) != nil }
        }
        var count = 0
        for try await success in group where success {
          count += 1
        }
        return count
      }
      #expect(opened == 4, "round \(round)")
    }
  }
}
