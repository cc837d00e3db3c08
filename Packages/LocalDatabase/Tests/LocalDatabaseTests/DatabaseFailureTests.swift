import Foundation
import GRDB
import LocalDatabase
import Testing

@Suite struct DatabaseFailureTests {
  @Test func aBusyDatabaseSaysToTryAgain() {
    let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")
    #expect(DatabaseFailure.isBusy(busy))
    #expect(DatabaseFailure.describe(busy) == "the database is busy in another process; try again.")
  }

  @Test func anotherDatabaseErrorIsToldBySQLitesMessage() throws {
    let queue = try DatabaseQueue()
    do {
      try queue.read { db in try db.execute(sql: "SELECT * FROM missing") }
      Issue.record("reading a missing table did not fail")
    } catch {
      #expect(DatabaseFailure.isBusy(error) == false)
      #expect(DatabaseFailure.describe(error) == "no such table: missing")
    }
  }

  @Test func aFileThatCannotBeWrittenIsToldAsSuch() {
    for code in [ResultCode.SQLITE_IOERR_WRITE, .SQLITE_READONLY, .SQLITE_READONLY_DBMOVED, .SQLITE_PERM] {
      let error = DatabaseError(resultCode: code, message: "disk I/O error")
      #expect(DatabaseFailure.isUnwritable(error), "\(code)")
      #expect(
        DatabaseFailure.describe(error)
          == "the database file cannot be written (the file, its folder or its disk is read-only or failing): disk I/O error")
    }
    #expect(DatabaseFailure.isUnwritable(DatabaseError(resultCode: .SQLITE_BUSY)) == false)
    #expect(DatabaseFailure.isUnwritable(DatabaseError(resultCode: .SQLITE_CONSTRAINT)) == false)
  }

  @Test func anyOtherErrorIsToldByItsDescription() {
    struct Other: LocalizedError {
      var errorDescription: String? { "disk on fire" }
    }
    #expect(DatabaseFailure.describe(Other()) == "disk on fire")
  }

  @Test func theDefaultLocationIsAFileInACreatedFolder() throws {
    let url = try DefaultDatabaseLocation.url(folder: "LocalDatabaseTests-\(UUID().uuidString)", file: "test.sqlite")
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    #expect(url.lastPathComponent == "test.sqlite")
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isDirectory) && isDirectory.boolValue)
  }
}
