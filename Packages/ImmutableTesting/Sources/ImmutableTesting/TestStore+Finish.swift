import CustomDump
public import Testing

extension TestStore {
  /// Fails when actions dispatched by Listeners or thunks were never asserted with `receive`
  /// (with ``Exhaustivity/on``), and forgets them.
  ///
  /// It first lets already-scheduled work on the main actor run, so an action that is about to
  /// be dispatched counts; work still waiting on a database or network is not awaited: receive
  /// what a test expects before finishing.
  ///
  /// - Parameter sourceLocation: where a failure is reported; the call site by default.
  public func finish(
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    for _ in 0..<Self.settlingYields {
      await Task.yield()
    }
    defer { self.log.pending.removeAll() }
    guard self.exhaustivity == .on, self.log.pending.isEmpty == false else {
      return
    }
    Issue.record(
      Comment(
        rawValue: "\(self.log.pending.count) received action(s) were not asserted:\n\n"
          + self.log.pending.map { String(customDumping: $0.action).indented }.joined(separator: "\n")
      ),
      sourceLocation: sourceLocation
    )
  }

  /// Drops every received action not asserted yet, for tests that only care about the end.
  public func skipReceivedActions() async {
    for _ in 0..<Self.settlingYields {
      await Task.yield()
    }
    self.log.pending.removeAll()
  }

  private static var settlingYields: Int { 100 }
}
