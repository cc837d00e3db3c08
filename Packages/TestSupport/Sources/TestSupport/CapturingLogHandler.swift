public import Logging

/// A swift-log `LogHandler` that records every line it is given into a `CapturedLog`.
///
/// Its level starts at `.critical`, so it records nothing until the code under test (or the
/// test) lowers the logger's level: "logs nothing by default" stays testable.
public struct CapturingLogHandler: LogHandler {
  /// Where the lines go.
  public let log: CapturedLog
  /// The logger's metadata (kept, not recorded).
  public var metadata: Logger.Metadata = [:]
  /// The lowest level recorded.
  public var logLevel: Logger.Level

  /// A handler recording into `log` from `logLevel` up.
  public init(_ log: CapturedLog, logLevel: Logger.Level = .critical) {
    self.log = log
    self.logLevel = logLevel
  }

  /// The metadata value for `key`.
  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { self.metadata[key] }
    set { self.metadata[key] = newValue }
  }

  /// Records the event's level and message.
  public func log(event: LogEvent) {
    self.log.append(CapturedLog.Entry(level: event.level, message: event.message.description))
  }
}

extension CapturedLog {
  /// A logger labelled `label` whose every handler records into this log.
  public func logger(label: String, logLevel: Logger.Level = .critical) -> Logger {
    Logger(label: label) { _ in CapturingLogHandler(self, logLevel: logLevel) }
  }
}
