public import Foundation
public import PostgresNIO

/// Where a database lives on a PostgreSQL server, parsed from a URL:
/// `postgres://user[:password]@host[:port]/database[?sslmode=disable|prefer|require]`
/// (`postgresql://` too). The port defaults to 5432, the database to the user's name, TLS to
/// `prefer` (used when the server offers it).
public struct PostgresConfiguration: Sendable, CustomStringConvertible {
  /// The configuration of the connection pool.
  public var client: PostgresClient.Configuration
  /// The URL without its password, for messages and logs.
  public let description: String
  /// Whether connections use TLS: `disable`, `prefer` (when the server offers it), `require`.
  public let sslMode: SSLMode
  /// The longest one store operation may take, waiting for a connection included (default
  /// ``standardOperationTimeout``). Past it the operation fails as busy (503 from
  /// animals-server) and its connection is closed: a stopped, unreachable or stalled database
  /// gets an answer in bounded time instead of a request that waits for ever.
  public var operationTimeout: Duration = Self.standardOperationTimeout
  /// How often a store listening for changes checks that the database still answers on the
  /// listening connection (default ``standardListenCheckInterval``). A stalled database never
  /// fails a `LISTEN`, which expects nothing, so without the check the change feed stays open
  /// and silent and its clients go on showing their data as current; each check waits at most
  /// ``listenCheckTimeout`` (or ``operationTimeout`` if shorter), so a stall is noticed within
  /// the two together.
  public var listenCheckInterval: Duration = Self.standardListenCheckInterval

  /// 3 s: under the 5 s a page post of the Animals module waits for its outcome, so a client
  /// of animals-server shows the failure rather than `waiting`; an Animals operation takes a
  /// few milliseconds when the database answers.
  public static let standardOperationTimeout = Duration.seconds(3)
  /// 1 s: with ``listenCheckTimeout`` a stall is noticed within 3 s, for one trivial query a
  /// second per listening server.
  public static let standardListenCheckInterval = Duration.seconds(1)
  /// 2 s: the longest a check of the listening connection (`SELECT 1`, a few milliseconds when
  /// the database answers) waits. Shorter than the operation timeout, so that pages, which the
  /// change feed tells at once, show a stalled database within 5 s of the stall with room to
  /// spare (3 s at most, against 4 s when the check waited the operation timeout).
  public static let listenCheckTimeout = Duration.seconds(2)
  /// 2 s: a row lock held longer fails the statement as busy, before the operation's deadline
  /// would close the connection.
  public static let lockTimeout = "2s"

  /// The URL's `sslmode`.
  public enum SSLMode: String, Sendable {
    /// Never TLS (a server on loopback or a private network).
    case disable
    /// TLS when the server offers it, plain otherwise (the default).
    case prefer
    /// TLS or no connection.
    case require
  }

  /// Parses `url`; throws ``PostgresConfigurationError`` naming what is wrong.
  public init(url: String) throws {
    guard let components = URLComponents(string: url),
      let scheme = components.scheme?.lowercased(),
      ["postgres", "postgresql"].contains(scheme)
    else {
      throw PostgresConfigurationError(message: "\"\(url)\" is not a postgres:// URL.")
    }
    guard let host = components.host, host.isEmpty == false else {
      throw PostgresConfigurationError(message: "The PostgreSQL URL \"\(Self.redacted(components))\" names no host.")
    }
    guard let user = components.user, user.isEmpty == false else {
      throw PostgresConfigurationError(message: "The PostgreSQL URL \"\(Self.redacted(components))\" names no user.")
    }
    let port = components.port ?? 5432
    guard (1...65535).contains(port) else {
      throw PostgresConfigurationError(message: "The PostgreSQL URL \"\(Self.redacted(components))\" has an invalid port.")
    }
    let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
    guard path.contains("/") == false else {
      throw PostgresConfigurationError(message: "The PostgreSQL URL \"\(Self.redacted(components))\" names more than one database.")
    }
    let database = path.isEmpty ? user : path
    let mode = components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer"
    guard let sslMode = SSLMode(rawValue: mode) else {
      throw PostgresConfigurationError(message: "Unknown sslmode \"\(mode)\": use disable, prefer or require.")
    }
    let tls: PostgresClient.Configuration.TLS
    switch sslMode {
    case .disable: tls = .disable
    case .prefer: tls = .prefer(.makeClientConfiguration())
    case .require: tls = .require(.makeClientConfiguration())
    }
    self.client = PostgresClient.Configuration(
      host: host,
      port: port,
      username: user,
      password: components.password,
      database: database,
      tls: tls
    )
    // A lock held longer than this fails the statement (reported as busy), as SQLite's busy
    // timeout does for LocalStore.
    self.client.options.additionalStartupParameters = [("lock_timeout", Self.lockTimeout)]
    self.description = Self.redacted(components)
    self.sslMode = sslMode
  }

  /// Whether `string` looks like a PostgreSQL URL rather than a file path.
  public static func isPostgresURL(_ string: String) -> Bool {
    let lowercased = string.lowercased()
    return lowercased.hasPrefix("postgres://") || lowercased.hasPrefix("postgresql://")
  }

  private static func redacted(_ components: URLComponents) -> String {
    var components = components
    if components.password != nil {
      components.password = "***"
    }
    return components.string ?? "postgres://"
  }
}

/// A PostgreSQL URL that cannot be used, with a message that says why.
public struct PostgresConfigurationError: Error, Hashable, Sendable, LocalizedError {
  /// What is wrong with the URL.
  public let message: String

  /// An error saying `message`.
  public init(message: String) {
    self.message = message
  }

  public var errorDescription: String? {
    self.message
  }
}
