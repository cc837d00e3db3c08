public import AnimalsData

/// A database technology the store contract can run on: SQLite files, a PostgreSQL server, …
public protocol StoreContractBackend: Sendable {
  /// Creates a new, empty database, runs `body` with it, then discards the database and closes
  /// every store opened on it (also when `body` throws).
  func withFreshDatabase(_ body: @Sendable (StoreContractDatabase) async throws -> Void) async throws
}

/// One fresh database of a backend: every ``open(idGenerator:)`` opens it again, as a restarted
/// process or a second process would.
public struct StoreContractDatabase: Sendable {
  private let opener: @Sendable ((@Sendable () -> String)?) async throws -> any PersistentSessionPersistentStore

  /// `open` opens the database with the given id generator, or the store's default when nil.
  public init(
    open: @escaping @Sendable ((@Sendable () -> String)?) async throws -> any PersistentSessionPersistentStore
  ) {
    self.opener = open
  }

  /// A store on this database whose new animals get the ids `idGenerator` makes (the store's
  /// default, UUID strings, when nil).
  public func open(idGenerator: (@Sendable () -> String)? = nil) async throws -> any PersistentSessionPersistentStore {
    try await self.opener(idGenerator)
  }

  /// A store whose new animals get the ids "animal-1", "animal-2", … of `ids`.
  public func open(_ ids: StoreContractIds) async throws -> any PersistentSessionPersistentStore {
    try await self.opener({ ids.next() })
  }
}
