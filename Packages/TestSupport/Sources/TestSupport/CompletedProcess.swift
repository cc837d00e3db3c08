/// What a child process left behind: its exit status and everything it wrote.
public struct CompletedProcess: Sendable, Equatable {
  /// The exit status (or the number of the signal that ended it).
  public let status: Int32
  /// Standard output, decoded as UTF-8 (invalid bytes become U+FFFD).
  public let stdout: String
  /// Standard error, decoded as UTF-8 (invalid bytes become U+FFFD).
  public let stderr: String

  /// A result as `ChildProcess.run` reports it.
  public init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }
}
