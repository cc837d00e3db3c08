// What the pool throws when an operation cannot be run.

/// An operation on a store after `close()`.
struct PostgresPoolClosed: Error, Hashable, Sendable {}

/// The database did not answer an operation within its deadline: it is stopped, unreachable or
/// stalled. The store reports it as busy (503 from the server), so clients try again.
struct PostgresUnavailable: Error, Hashable, Sendable, CustomStringConvertible {
  /// The deadline that passed.
  let deadline: Duration
  /// Whether the operation was still waiting for a connection.
  var waitedForConnection = false

  /// "the animals database did not answer within 3 s (it may be stopped, unreachable or stalled)"
  var description: String {
    "the animals database did not answer within \(Self.seconds(self.deadline)) (it may be stopped, unreachable or stalled)"
  }

  /// `3 s`, `0.5 s`.
  static func seconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    guard attoseconds != 0 else { return "\(seconds) s" }
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return "\((value * 100).rounded() / 100) s"
  }
}
