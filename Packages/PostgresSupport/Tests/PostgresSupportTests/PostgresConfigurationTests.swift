import Foundation
import PostgresNIO
import PostgresSupport
import Testing

/// Parsing `postgres://` URLs into pool configurations, and refusing bad ones clearly.
@Suite struct PostgresConfigurationTests {
  @Test func readsUserPasswordHostPortAndDatabase() throws {
    let configuration = try PostgresConfiguration(url: "postgres://animals:s3cret@db.example:6543/zoo")
    #expect(configuration.client.host == "db.example")
    #expect(configuration.client.port == 6543)
    #expect(configuration.client.username == "animals")
    #expect(configuration.client.password == "s3cret")
    #expect(configuration.client.database == "zoo")
  }

  @Test func defaultsToPort5432AndTheUsersDatabase() throws {
    let configuration = try PostgresConfiguration(url: "postgresql://animals@127.0.0.1")
    #expect(configuration.client.port == 5432)
    #expect(configuration.client.database == "animals")
    #expect(configuration.client.password == nil)
  }

  @Test func hidesThePasswordInItsDescription() throws {
    let configuration = try PostgresConfiguration(url: "postgres://animals:s3cret@127.0.0.1:5432/zoo")
    #expect(configuration.description.contains("s3cret") == false)
    #expect(configuration.description.contains("127.0.0.1:5432/zoo"))
  }

  @Test(arguments: [
    ("/var/lib/animals.sqlite", "is not a postgres:// URL"),
    ("http://127.0.0.1/zoo", "is not a postgres:// URL"),
    ("postgres:///zoo", "names no host"),
    ("postgres://127.0.0.1/zoo", "names no user"),
    ("postgres://a@127.0.0.1/zoo/more", "names more than one database"),
    ("postgres://a@127.0.0.1/zoo?sslmode=maybe", "Unknown sslmode \"maybe\""),
  ])
  func refusesAURLItCannotUseAndSaysWhy(url: String, reason: String) {
    let error = #expect(throws: PostgresConfigurationError.self) {
      _ = try PostgresConfiguration(url: url)
    }
    #expect(error?.localizedDescription.contains(reason) == true)
  }

  @Test func tellsPostgresURLsFromFilePaths() {
    #expect(PostgresConfiguration.isPostgresURL("postgres://a@h/db"))
    #expect(PostgresConfiguration.isPostgresURL("PostgreSQL://a@h/db"))
    #expect(PostgresConfiguration.isPostgresURL("./.data/animals.sqlite") == false)
    #expect(PostgresConfiguration.isPostgresURL("postgres.sqlite") == false)
  }
}
