/// What failed, the `kind` label of ``HostMetrics/failures``.
public enum FailureKind: String, Sendable, CaseIterable {
  /// A database read or write (SQLite, PostgreSQL) failed.
  case database
  /// A remote feed or store (the USGS feed, an Animals server) could not be fetched.
  case feed
}
