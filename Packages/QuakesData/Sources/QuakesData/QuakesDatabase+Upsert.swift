import Foundation
package import GRDB
import GRDBSQLite

// The one place QuakesData binds SQLite values by hand instead of going through the `Quake`
// record: a refresh inserts thousands of rows (4,655 for the week feed), and `Scripts/bench B6`
// measured the persist step at 8.6-14.1 ms this way against 79.2 ms through
// `quake.insert(db, onConflict: .replace)` (docs/benchmarks.md). Everything else about the
// table goes through the record.
extension QuakesDatabase {
  /// Inserts or replaces `quakes` through one cached prepared statement.
  ///
  /// A refresh writes thousands of rows, so each row is bound with the SQLite C API directly:
  /// GRDB's `StatementArguments` box every value and run per-statement hooks (observers,
  /// authorizer) this table never has, which cost more than SQLite's own insert. The statement
  /// is still GRDB's, run inside GRDB's transaction on its writer queue, and is reset and
  /// cleared before GRDB sees it again.
  package static func upsert(_ quakes: [Quake], _ db: Database) throws {
    guard quakes.isEmpty == false else { return }
    let statement = try db.cachedStatement(
      sql: """
        INSERT OR REPLACE INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """)
    let raw = statement.sqliteStatement
    defer {
      sqlite3_reset(raw)
      sqlite3_clear_bindings(raw)
    }
    for quake in quakes {
      sqlite3_reset(raw)
      var code = Self.bind(quake.quakeId, to: raw, at: 1)
      if code == SQLITE_OK { code = sqlite3_bind_double(raw, 2, quake.magnitude) }
      if code == SQLITE_OK { code = sqlite3_bind_double(raw, 3, quake.time.timeIntervalSinceReferenceDate) }
      if code == SQLITE_OK { code = sqlite3_bind_double(raw, 4, quake.updated.timeIntervalSinceReferenceDate) }
      if code == SQLITE_OK { code = Self.bind(quake.name, to: raw, at: 5) }
      if code == SQLITE_OK { code = sqlite3_bind_double(raw, 6, quake.longitude) }
      if code == SQLITE_OK { code = sqlite3_bind_double(raw, 7, quake.latitude) }
      if code == SQLITE_OK { code = sqlite3_step(raw) }
      guard code == SQLITE_DONE else {
        throw DatabaseError(
          resultCode: ResultCode(rawValue: code),
          message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
          sql: statement.sql
        )
      }
    }
  }

  /// Binds `text`, which SQLite copies (`SQLITE_TRANSIENT`), so the Swift buffer may go away.
  private static func bind(_ text: String, to statement: SQLiteStatement, at index: Int32) -> Int32 {
    var text = text
    return text.withUTF8 { utf8 in
      sqlite3_bind_text(
        statement, index,
        UnsafeRawPointer(utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!)
          .assumingMemoryBound(to: CChar.self),
        Int32(utf8.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self)
      )
    }
  }
}
