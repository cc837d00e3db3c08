extension DomainModule {
  /// No sentence: the index shows the title alone.
  public var summary: String { "" }
  /// No status: the index shows none.
  public func status() -> String? { nil }
}
