/// A failure an action reports, counted by the host's metrics (`immutabledata_failures_total`).
/// A module names its failure actions where it builds its store (`StoreInspector.makeStore`'s
/// `reportedFailure`), so the Data packages know nothing of metrics.
public enum ReportedFailure: String, Sendable, CaseIterable {
  /// A database read or write failed.
  case database
  /// A remote feed or store could not be fetched.
  case feed
}
