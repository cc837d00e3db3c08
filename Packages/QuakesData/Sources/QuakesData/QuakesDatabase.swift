import Foundation
package import GRDB

/// The SQLite schema of the local quakes cache and its reads and writes, through the GRDB
/// record `Quake` (the bulk insert of a refresh is in `QuakesDatabase+Upsert.swift`).
///
/// Dates are stored as `timeIntervalSinceReferenceDate`, the `Date`'s own representation, so a
/// quake reads back exactly equal to the value written.
package enum QuakesDatabase {
  package static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createQuake") { db in
      try db.execute(
        sql: """
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

  /// Every cached quake within the feed limits (a cache written before the limits existed may
  /// hold numbers out of range). A value of the wrong type in the file is an error, not a trap.
  package static func fetchAll(_ db: Database) throws -> [Quake] {
    try Array(Quake.fetchCursor(db).filter { FeedValueLimits.accepts($0) })
  }

  /// Deletes the quakes with `quakeIds`; returns how many rows went.
  @discardableResult
  package static func delete(_ quakeIds: some Sequence<Quake.ID>, _ db: Database) throws -> Int {
    var count = 0
    for quakeId in quakeIds {
      if try Quake.deleteOne(db, id: quakeId) { count += 1 }
    }
    return count
  }

  package static func deleteAll(_ db: Database) throws {
    try Quake.deleteAll(db)
  }
}
