import Foundation
import GRDB

/// The entries in a SQLite file (or in memory for tests), through GRDB: read once when the
/// module starts, then written one change at a time by `ItemsListener`.
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

  /// Writes `change`: one insert, update or delete, whatever the number of entries. Updating a
  /// row the file does not hold is a failure: the file and the list disagree.
  public func apply(_ change: ItemsChange) throws(ItemsLocalStoreError) {
    do {
      try writer.write { db in
        switch change {
        case .inserted(let entry):
          try entry.insert(db)
        case .updated(let entry):
          try entry.update(db)
        case .deleted(let id):
          try Entry.deleteOne(db, key: id)
        }
      }
    } catch {
      throw ItemsLocalStoreError("Could not save the change to the entries", error)
    }
  }

  private static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("createEntry") { db in
      try db.create(table: Entry.databaseTableName) { table in
        table.primaryKey("id", .integer)
        table.column("title", .text).notNull()
        table.column("quantity", .integer).notNull()
        table.column("isDone", .boolean).notNull()
      }
    }
    return migrator
  }
}
