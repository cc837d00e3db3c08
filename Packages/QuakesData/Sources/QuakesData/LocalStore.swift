public import Foundation
import GRDB
import LocalDatabase

/// The local quakes cache on SQLite: a WAL file, or memory only.
///
/// Every operation runs on GRDB's own queues, off the main actor; a remote result is applied in
/// one transaction.
final public actor LocalStore {
  private let writer: any DatabaseWriter

  private init(writer: any DatabaseWriter) throws {
    try QuakesDatabase.migrator.migrate(writer)
    self.writer = writer
  }
}

extension LocalStore {
  /// How long an operation waits for another process that holds the database (as Animals).
  package static var defaultBusyTimeout: TimeInterval { 5 }

  /// Opens (creating if needed) the database file at `url` in WAL mode.
  ///
  /// The file is a cache: when it is not a database (or is corrupt) it is moved aside to
  /// `<name>.corrupt-<timestamp>` and a new one is created. A database busy in another process
  /// is waited for (5 s), then refused with `busy`.
  public init(url: URL) throws {
    try self.init(url: url, busyTimeout: Self.defaultBusyTimeout)
  }

  package init(url: URL, busyTimeout: TimeInterval) throws {
    // Several processes may open one new cache together: LocalDatabase's SharedDatabaseFile.
    let open = { try SharedDatabaseFile.openPool(path: url.path, busyTimeout: busyTimeout) }
    do {
      try self.init(writer: open())
    } catch let error as DatabaseError where Self.isCorrupt(error) {
      let aside = try Self.moveAside(url, because: error)
      do {
        try self.init(writer: open())
      } catch {
        throw Self.openError(url, error)
      }
      FileHandle.standardError.write(
        Data(
          "[QuakesData] The quakes cache \(url.path) was unreadable (\(Self.describe(error))); moved it to \(aside.path) and started an empty one.\n"
            .utf8)
      )
    } catch {
      throw Self.openError(url, error)
    }
  }

  private static func openError(_ url: URL, _ error: any Swift.Error) -> Error {
    let busy = DatabaseFailure.isBusy(error)
    return Error(
      code: busy ? .busy : .cannotOpen,
      message: "Could not open the quakes database at \(url.path): \(Self.describe(error))"
    )
  }

  /// Not a database, or a damaged one; a busy or unreadable file is not corrupt.
  private static func isCorrupt(_ error: DatabaseError) -> Bool {
    error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
  }

  /// Renames the cache and its WAL companions to `<name>.corrupt-<seconds since 1970>`.
  private static func moveAside(_ url: URL, because error: DatabaseError) throws -> URL {
    let suffix = ".corrupt-\(Int64(Date().timeIntervalSince1970))"
    let aside = URL(fileURLWithPath: url.path + suffix)
    do {
      for companion in ["", "-wal", "-shm"] {
        let source = url.path + companion
        guard FileManager.default.fileExists(atPath: source) else { continue }
        try FileManager.default.moveItem(atPath: source, toPath: aside.path + companion)
      }
    } catch {
      throw Error(
        code: .cannotOpen,
        message:
          "The quakes database at \(url.path) is corrupt (\(Self.describe(error))) and could not be moved aside: \(error.localizedDescription)"
      )
    }
    return aside
  }

  /// An in-memory database when `isStoredInMemoryOnly`, else `quakes.sqlite` in the
  /// application support directory.
  public init(isStoredInMemoryOnly: Bool = false) throws {
    if isStoredInMemoryOnly {
      try self.init(writer: DatabaseQueue())
    } else {
      try self.init(url: DefaultDatabaseLocation.url(folder: "QuakesData", file: "quakes.sqlite"))
    }
  }

  private static func describe(_ error: any Swift.Error) -> String {
    DatabaseFailure.describe(error)
  }

  private func perform<T: Sendable>(
    _ what: String,
    _ work: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    do {
      return try await self.writer.write(work)
    } catch let error as Error {
      throw error
    } catch {
      let busy = DatabaseFailure.isBusy(error)
      throw Error(code: busy ? .busy : .databaseError, message: "Could not \(what): \(Self.describe(error))")
    }
  }
}

extension LocalStore: PersistentSessionLocalStore {
  public func fetchLocalQuakesQuery() async throws -> [Quake] {
    do {
      return try await self.writer.read(QuakesDatabase.fetchAll)
    } catch {
      throw Error(code: .databaseError, message: "Could not read the cached quakes: \(Self.describe(error))")
    }
  }

  public func didFetchRemoteQuakesMutation(
    inserted: [Quake],
    updated: [Quake],
    deleted: [Quake]
  ) async throws {
    try await self.perform("save the fetched quakes") { db in
      try QuakesDatabase.upsert(inserted, db)
      try QuakesDatabase.upsert(updated, db)
      try QuakesDatabase.delete(deleted.lazy.map(\.quakeId), db)
    }
  }

  public func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws {
    // Deleting a quake that is already gone is not an error, like the book's predicate delete:
    // two windows may delete the same quake.
    try await self.perform("delete quake \(quakeId)") { db in
      _ = try QuakesDatabase.delete(CollectionOfOne(quakeId), db)
    }
  }

  public func deleteLocalQuakesMutation() async throws {
    try await self.perform("delete all quakes", QuakesDatabase.deleteAll)
  }

  /// Deletes every row and inserts `quakes`, in one transaction.
  public func replaceLocalQuakesMutation(with quakes: [Quake]) async throws {
    try await self.perform("save the quakes") { db in
      try QuakesDatabase.deleteAll(db)
      try QuakesDatabase.upsert(quakes, db)
    }
  }
}
