// What the pool throws when an operation cannot be run.

/// An operation on a pool after ``PostgresPool/close()``.
public struct PostgresPoolClosed: Error, Hashable, Sendable {
  /// The error a closed pool throws.
  public init() {}
}

/// The database did not answer an operation within its deadline: it is stopped, unreachable or
/// stalled. A store reports it as busy (503 from a server), so clients try again.
public struct PostgresUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The deadline that passed.
  public let deadline: Duration
  /// What the database is called ("the animals database").
  public let subject: String
  /// Whether the operation was still waiting for a connection.
  public var waitedForConnection = false

  /// `subject` did not answer within `deadline`.
  public init(deadline: Duration, subject: String = "the database", waitedForConnection: Bool = false) {
    self.deadline = deadline
    self.subject = subject
    self.waitedForConnection = waitedForConnection
  }

  /// "the animals database did not answer within 3 s (it may be stopped, unreachable or stalled)"
  public var description: String {
    "\(self.subject) did not answer within \(Self.seconds(self.deadline)) (it may be stopped, unreachable or stalled)"
  }

  /// `3 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds) s" }
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return "\((value * 100).rounded() / 100) s"
  }
}
