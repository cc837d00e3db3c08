import Foundation
public import Logging

/// The entries a `CapturingLogHandler` received, readable from any thread.
public final class CapturedLog: @unchecked Sendable {
  // Safe: `storage` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var storage: [Entry] = []

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
    self.lock.withLock { self.storage }
  }

  /// Every message so far, oldest first.
  public var lines: [String] {
    self.entries.map(\.message)
  }

  func append(_ entry: Entry) {
    self.lock.withLock { self.storage.append(entry) }
  }
}
