public import Logging
import NIOSSL
import PostgresNIO

extension PostgresConfiguration {
  /// Opens one direct connection and closes it: throws the server's reason at once (no such
  /// database, refused, bad password), where a ``PostgresPool`` would retry a failing server
  /// quietly for a long time. Stores call it before they open their pool.
  ///
  /// ```swift
  /// do { try await configuration.checkConnection(logger: logger) }
  /// catch { print("Could not open \(configuration): \(PostgresErrorText.describe(error))") }
  /// ```
  public func checkConnection(logger: Logger) async throws {
    let tls: PostgresConnection.Configuration.TLS
    switch self.sslMode {
    case .disable: tls = .disable
    case .prefer: tls = .prefer(try NIOSSLContext(configuration: .makeClientConfiguration()))
    case .require: tls = .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
    }
    var connection = PostgresConnection.Configuration(
      host: self.client.host ?? "127.0.0.1",
      port: self.client.port ?? 5432,
      username: self.client.username,
      password: self.client.password,
      database: self.client.database,
      tls: tls
    )
    // NIO's TimeAmount from the pool's Duration, at most an hour.
    let (seconds, attoseconds) = self.client.options.connectTimeout.components
    connection.options.connectTimeout = .nanoseconds(min(seconds, 3600) * 1_000_000_000 + attoseconds / 1_000_000_000)
    let probe = try await PostgresConnection.connect(configuration: connection, id: 0, logger: logger)
    try await probe.close()
  }
}
