import Foundation
import GRDB

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
      quakes.append(
        Quake(
          quakeId: row[0],
          magnitude: row[1],
          time: Date(timeIntervalSinceReferenceDate: row[2]),
          updated: Date(timeIntervalSinceReferenceDate: row[3]),
          name: row[4],
          longitude: row[5],
          latitude: row[6]
        )
      )
    }
    return quakes
  }

  /// Inserts or replaces `quakes` through one cached prepared statement.
  package static func upsert(_ quakes: Array<Quake>, _ db: Database) throws {
    guard quakes.isEmpty == false else { return }
    let statement = try db.cachedStatement(sql: """
      INSERT OR REPLACE INTO quake (quakeId, magnitude, time, updated, name, longitude, latitude)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """)
    for quake in quakes {
      try statement.execute(arguments: [
        quake.quakeId,
        quake.magnitude,
        quake.time.timeIntervalSinceReferenceDate,
        quake.updated.timeIntervalSinceReferenceDate,
        quake.name,
        quake.longitude,
        quake.latitude,
      ])
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
