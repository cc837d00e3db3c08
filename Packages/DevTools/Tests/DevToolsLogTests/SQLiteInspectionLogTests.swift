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

  /// A log on the suite's file, as a new process opens it.
  var open: InspectionLogContract.Open {
    let path = self.path
    return { maxSteps, maxBytes, maxReports in
      try SQLiteInspectionLog(path: path, maxSteps: maxSteps, maxBytes: maxBytes, maxReports: maxReports)
    }
  }

  @Test func anotherRunReadsTheStepsOfTheRunBeforeIt() async throws {
    try await InspectionLogContract.anotherRunReadsTheStepsOfTheRunBeforeIt(self.open)
  }

  @Test func theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes() async throws {
    try await InspectionLogContract.theOldestStepsLeaveOnceTheLogHoldsTooManyOrTooManyBytes(self.open)
  }

  @Test func reportsAreKeptUntilTheyExpireAndOpenElsewhere() async throws {
    try await InspectionLogContract.reportsAreKeptUntilTheyExpireAndOpenElsewhere(self.open)
  }

  @Test func aRedactedValueIsNeverWrittenToTheFile() async throws {
    let secret = "tok-91c4e7-never-written"
    let log = try SQLiteInspectionLog(path: self.path)
    let (store, inspection) = InspectionLogContract.run(instance: "a", log: log)
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
    let error = #expect(throws: InspectionLogOpenError.self) {
      try SQLiteInspectionLog(path: missing)
    }
    #expect(error?.description.contains(missing) == true)
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
