import Foundation
import GRDB
import GRDBSQLite

/// The SQLite schema and statements of the local quakes cache.
///
/// Dates are stored as `timeIntervalSinceReferenceDate`, the `Date`'s own representation, so a
/// quake reads back exactly equal to the value written.
package enum QuakesDatabase {
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createQuake") { db in
      try db.execute(sql: """
        CREATE TABLE quake (
          quakeId TEXT PRIMARY KEY NOT NULL,
          magnitude REAL NOT NULL,
          time REAL NOT NULL,
          updated REAL NOT NULL,
          name TEXT NOT NULL,
          longitude REAL NOT NULL,
          latitude REAL NOT NULL
        )
        """)
    }
    return migrator
  }

  package static func fetchAll(_ db: Database) throws -> Array<Quake> {
    var quakes = Array<Quake>()
    let rows = try Row.fetchCursor(db, sql: "SELECT quakeId, magnitude, time, updated, name, longitude, latitude FROM quake")
    while let row = try rows.next() {
      // Throwing decodes: a value of the wrong type in the file is an error, not a trap.
      let quake = Quake(
        quakeId: try row.decode(atIndex: 0),
        magnitude: try row.decode(atIndex: 1),
        time: Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 2)),
        updated: Date(timeIntervalSinceReferenceDate: try row.decode(atIndex: 3)),
        name: try row.decode(atIndex: 4),
        longitude: try row.decode(atIndex: 5),
        latitude: try row.decode(atIndex: 6)
      )
      // A cache written before the feed limits existed may hold numbers out of range.
      if FeedValueLimits.accepts(quake) {
        quakes.append(quake)
      }
    }
    return quakes
  }

  /// Inserts or replaces `quakes` through one cached prepared statement.
  ///
  /// A refresh writes thousands of rows, so each row is bound with the SQLite C API directly:
  /// GRDB's `StatementArguments` box every value and run per-statement hooks (observers,
  /// authorizer) this table never has, which cost more than SQLite's own insert. The statement
  /// is still GRDB's, run inside GRDB's transaction on its writer queue, and is reset and
  /// cleared before GRDB sees it again.
  package static func upsert(_ quakes: Array<Quake>, _ db: Database) throws {
    guard quakes.isEmpty == false else { return }
    let statement = try db.cachedStatement(sql: """
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
        statement, index, UnsafeRawPointer(utf8.baseAddress ?? UnsafePointer(bitPattern: 1)!)
          .assumingMemoryBound(to: CChar.self),
        Int32(utf8.count), unsafeBitCast(-1, to: sqlite3_destructor_type.self)
      )
    }
  }

  /// Deletes the quakes with `quakeIds`; returns how many rows went.
  @discardableResult
  package static func delete(_ quakeIds: some Sequence<Quake.ID>, _ db: Database) throws -> Int {
    let statement = try db.cachedStatement(sql: "DELETE FROM quake WHERE quakeId = ?")
    var count = 0
    for quakeId in quakeIds {
      try statement.execute(arguments: [quakeId])
      count += db.changesCount
    }
    return count
  }

  package static func deleteAll(_ db: Database) throws {
    try db.execute(sql: "DELETE FROM quake")
  }
}
