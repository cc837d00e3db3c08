import Foundation
import GRDB

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
  /// Opens (creating if needed) the database file at `url` in WAL mode.
  public init(url: URL) throws {
    do {
      try self.init(writer: DatabasePool(path: url.path))
    } catch {
      throw Error(
        code: .cannotOpen,
        message: "Could not open the quakes database at \(url.path): \(Self.describe(error))"
      )
    }
  }

  /// An in-memory database when `isStoredInMemoryOnly`, else `quakes.sqlite` in the
  /// application support directory.
  public init(isStoredInMemoryOnly: Bool = false) throws {
    if isStoredInMemoryOnly {
      try self.init(writer: DatabaseQueue())
    } else {
      let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
      let directory = support.appendingPathComponent("QuakesData", isDirectory: true)
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try self.init(url: directory.appendingPathComponent("quakes.sqlite"))
    }
  }

  private static func describe(_ error: any Swift.Error) -> String {
    if let error = error as? DatabaseError {
      return error.message ?? error.description
    }
    return error.localizedDescription
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
      throw Error(code: .databaseError, message: "Could not \(what): \(Self.describe(error))")
    }
  }
}

extension LocalStore: PersistentSessionLocalStore {
  public func fetchLocalQuakesQuery() async throws -> Array<Quake> {
    do {
      return try await self.writer.read(QuakesDatabase.fetchAll)
    } catch {
      throw Error(code: .databaseError, message: "Could not read the cached quakes: \(Self.describe(error))")
    }
  }

  public func didFetchRemoteQuakesMutation(
    inserted: Array<Quake>,
    updated: Array<Quake>,
    deleted: Array<Quake>
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
}
