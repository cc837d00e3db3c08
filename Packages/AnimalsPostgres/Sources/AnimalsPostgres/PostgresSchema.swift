import AnimalsData
import Logging
import PostgresNIO

/// The schema of the Animals database on PostgreSQL, grown by named migrations.
///
/// Applied migrations are recorded in `animals_migrations`; the sample data is inserted by a
/// migration, so it is seeded exactly once per database, never over the users' changes.
/// Migrating holds a transaction-scoped advisory lock, so servers starting together on one
/// database migrate it once.
enum PostgresSchema {
  /// An arbitrary constant naming the Animals migration lock among the database's advisory locks.
  private static let migrationLock: Int64 = 0x616E_696D_616C_73

  private static let migrations: [(name: String, apply: @Sendable (PostgresConnection, Logger) async throws -> Void)] = [
    (
      "createCategoryAndAnimal",
      { connection, logger in
        try await connection.query(
          """
          CREATE TABLE category (
            category_id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL
          )
          """, logger: logger)
        try await connection.query(
          """
          CREATE TABLE animal (
            animal_id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            diet TEXT NOT NULL CHECK (diet IN ('Herbivore', 'Carnivore', 'Omnivore')),
            category_id TEXT NOT NULL REFERENCES category(category_id)
          )
          """, logger: logger)
        try await connection.query("CREATE INDEX animal_category_id ON animal(category_id)", logger: logger)
      }
    ),
    (
      "seedSampleData",
      { connection, logger in
        try await PostgresStatements.insertSampleData(connection, logger: logger)
      }
    ),
  ]

  static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
    try await connection.withTransaction(logger: logger) { connection in
      try await connection.query("SELECT pg_advisory_xact_lock(\(Self.migrationLock))", logger: logger)
      try await connection.query(
        """
        CREATE TABLE IF NOT EXISTS animals_migrations (
          name TEXT PRIMARY KEY NOT NULL,
          applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
        )
        """, logger: logger)
      var applied = Set<String>()
      for try await name in try await connection.query("SELECT name FROM animals_migrations", logger: logger).decode(String.self) {
        applied.insert(name)
      }
      for migration in Self.migrations where applied.contains(migration.name) == false {
        try await migration.apply(connection, logger)
        try await connection.query("INSERT INTO animals_migrations (name) VALUES (\(migration.name))", logger: logger)
      }
    }
  }
}
