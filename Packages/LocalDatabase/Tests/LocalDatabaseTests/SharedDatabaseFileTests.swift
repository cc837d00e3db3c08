import Foundation
import GRDB
import LocalDatabase
import Testing

/// Processes opening one new SQLite file together all open it; another process holding it
/// past the busy timeout is still reported at once.
@Suite struct SharedDatabaseFileTests {
  let folder: URL

  init() throws {
    self.folder = FileManager.default.temporaryDirectory.appendingPathComponent("shared-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: self.folder, withIntermediateDirectories: true)
  }

  @Test func openersStartingTogetherOnOneNewFileAllOpenAndMigrateIt() async throws {
    for round in 0..<20 {
      let path = self.folder.appendingPathComponent("new-\(round).sqlite").path
      let opened = try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<4 {
          group.addTask {
            let pool = try? SharedDatabaseFile.openPool(path: path, busyTimeout: 2) { pool in
              try pool.write { try $0.execute(sql: "CREATE TABLE IF NOT EXISTS item (id INTEGER PRIMARY KEY)") }
            }
            return pool != nil
          }
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

  @Test func aFileHeldPastTheBusyTimeoutIsReportedBusyWithoutRetrying() throws {
    let path = self.folder.appendingPathComponent("held.sqlite").path
    let holder = try SharedDatabaseFile.openPool(path: path, busyTimeout: 0.2)
    let started = Date()
    #expect(throws: DatabaseError.self) {
      try holder.writeWithoutTransaction { database in
        try database.execute(sql: "CREATE TABLE t (x)")
        try database.execute(sql: "BEGIN EXCLUSIVE")
        defer { try? database.execute(sql: "ROLLBACK") }
        // Another opener whose migration needs the write lock: busy past its timeout.
        _ = try SharedDatabaseFile.openPool(path: path, busyTimeout: 0.2) { pool in
          try pool.write { try $0.execute(sql: "INSERT INTO t VALUES (1)") }
        }
      }
    }
    // One busy timeout, not the 5 s of retries.
    #expect(Date().timeIntervalSince(started) < SharedDatabaseFile.retryLimit)
  }
}
