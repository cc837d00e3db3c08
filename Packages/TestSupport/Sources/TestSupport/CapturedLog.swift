public import Logging
import Synchronization

/// The entries a `CapturingLogHandler` received, readable from any thread.
public final class CapturedLog: Sendable {
  private let storage = Mutex<[Entry]>([])

  /// One log call: its level and message.
  public struct Entry: Sendable, Equatable {
    /// The level the line was logged at.
    public let level: Logger.Level
    /// The message as logged.
    public let message: String
  }

  /// An empty log.
  public init() {}

  /// Every entry so far, oldest first.
  public var entries: [Entry] {
    self.storage.withLock { $0 }
  }

  /// Every message so far, oldest first.
  public var lines: [String] {
    self.entries.map(\.message)
  }

  func append(_ entry: Entry) {
    self.storage.withLock { $0.append(entry) }
  }
}
