import Foundation
import GRDB

/// The entries in a SQLite file (or in memory for tests), through GRDB.
///
/// Small lists are the point of this store: `save` writes the whole list in one transaction,
/// so the file always holds a list the reducer produced.
public final class ItemsLocalStore: Sendable {
  private let writer: any DatabaseWriter

  /// Opens (creating if needed) the database at `url`; an in-memory one when `url` is `nil`.
  public init(url: URL?) throws(ItemsLocalStoreError) {
    do {
      let writer: any DatabaseWriter = try url.map { try DatabaseQueue(path: $0.path) } ?? DatabaseQueue()
      try Self.migrator.migrate(writer)
      self.writer = writer
    } catch {
      throw ItemsLocalStoreError("Could not open the entries database at \(url?.path ?? "memory")", error)
    }
  }

  /// Every entry, in the order they were added.
  public func load() throws(ItemsLocalStoreError) -> [Entry] {
    do {
      return try writer.read { db in try Entry.order(Column("id")).fetchAll(db) }
    } catch {
      throw ItemsLocalStoreError("Could not read the entries", error)
    }
  }

  /// Replaces the stored entries with `entries`, in one transaction.
  public func save(_ entries: [Entry]) throws(ItemsLocalStoreError) {
    do {
      try writer.write { db in
        try Entry.deleteAll(db)
        for entry in entries { try entry.insert(db) }
      }
    } catch {
      throw ItemsLocalStoreError("Could not save the entries", error)
    }
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createEntry") { db in
      try db.create(table: Entry.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("title", .text).notNull()
        table.column("isDone", .boolean).notNull()
      }
    }
    return migrator
  }
}
