import PostgresNIO

/// What a PostgreSQL failure says, for messages a person reads.
///
/// `PSQLError`'s own description hides the server's message on purpose (it may hold data);
/// the stores here show it, since it names what to fix ("database \"zoo\" does not exist").
///
/// ```swift
/// catch { logger.error("Could not write the log: \(PostgresErrorText.describe(error))") }
/// ```
public enum PostgresErrorText {
  /// The server's message when it sent one, else the error's code and cause.
  public static func describe(_ error: any Error) -> String {
    let error = self.unwrapTransaction(error)
    if let error = error as? PSQLError {
      if let message = error.serverInfo?[.message] {
        return message
      }
      if let underlying = error.underlying {
        return "\(error.code): \(underlying)"
      }
      return "\(error.code)"
    }
    return "\(error)"
  }

  /// The closure's own error from a failed transaction, else the commit's or begin's.
  public static func unwrapTransaction(_ error: any Error) -> any Error {
    guard let error = error as? PostgresTransactionError else {
      return error
    }
    return error.closureError ?? error.commitError ?? error.beginError ?? error
  }
}
