import Foundation
import Logging
public import PostgresNIO
import PostgresSupport

/// The PostgreSQL server tests use: `ANIMALS_POSTGRES_URL`, which `Scripts/test` and
/// `Scripts/with-postgres` always set to a throwaway cluster. Each test gets its own database.
public enum PostgresTestServer {
  /// The server's URL (its administrative database), when configured.
  public static var url: String? {
    ProcessInfo.processInfo.environment["ANIMALS_POSTGRES_URL"]
  }

  /// Tests that need the server run only when it is configured; `Scripts/test` always sets it,
  /// so there they fail, not skip, when PostgreSQL is missing.
  public static var isConfigured: Bool {
    self.url != nil
  }

  private static let logger = Logger(label: "postgres-tests")

  /// Runs `body` with a client of the server's administrative database.
  public static func withAdminClient<T: Sendable>(_ body: @Sendable (PostgresClient) async throws -> T) async throws -> T {
    guard let url = self.url else {
      throw PostgresConfigurationError(message: "ANIMALS_POSTGRES_URL is not set; run through Scripts/with-postgres.")
    }
    let client = PostgresClient(configuration: try PostgresConfiguration(url: url).client)
    return try await withThrowingTaskGroup(of: T?.self) { group in
      group.addTask {
        await client.run()
        return nil
      }
      defer { group.cancelAll() }
      return try await body(client)
    }
  }

  /// Creates a new empty database, runs `body` with its URL, then drops it (also on failure).
  public static func withFreshDatabase<T: Sendable>(_ body: @Sendable (String) async throws -> T) async throws -> T {
    guard let url = self.url, var components = URLComponents(string: url) else {
      throw PostgresConfigurationError(message: "ANIMALS_POSTGRES_URL is not set; run through Scripts/with-postgres.")
    }
    // Only [a-z0-9_]: safe to splice as an identifier.
    let name = "test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try await self.withAdminClient { client in
      _ = try await client.query(PostgresQuery(unsafeSQL: "CREATE DATABASE \(name)"), logger: self.logger)
    }
    components.path = "/\(name)"
    let databaseURL = components.string ?? url
    do {
      let result = try await body(databaseURL)
      try await self.drop(name)
      return result
    } catch {
      try? await self.drop(name)
      throw error
    }
  }

  private static func drop(_ name: String) async throws {
    try await self.withAdminClient { client in
      _ = try await client.query(PostgresQuery(unsafeSQL: "DROP DATABASE IF EXISTS \(name) WITH (FORCE)"), logger: self.logger)
    }
  }
}
