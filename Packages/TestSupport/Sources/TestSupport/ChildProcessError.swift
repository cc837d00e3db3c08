import Foundation

/// Why `ChildProcess.run` returned no `CompletedProcess`, or a `RunningProcess` was not ready.
public enum ChildProcessError: Error, CustomStringConvertible {
  /// The process was still running at the time limit; it was killed, and this is what it wrote.
  case timedOut(executable: String, limit: Duration, stdout: String, stderr: String)

  /// A `RunningProcess` exited before writing what `waitForOutput` waited for.
  case exitedBeforeReady(executable: String, status: Int32, output: String)

  /// A `RunningProcess` did not write what `waitForOutput` waited for within the limit; it was
  /// stopped, and this is what it wrote.
  case notReady(executable: String, limit: Duration, output: String)

  /// A message naming the executable and showing its output.
  public var description: String {
    switch self {
    case .timedOut(let executable, let limit, let stdout, let stderr):
      "\(executable) was still running after \(limit) and was killed.\nstdout:\n\(stdout)\nstderr:\n\(stderr)"
    case .exitedBeforeReady(let executable, let status, let output):
      "\(executable) exited (status \(status)) before it was ready.\noutput:\n\(output)"
    case .notReady(let executable, let limit, let output):
      "\(executable) was not ready after \(limit) and was stopped.\noutput:\n\(output)"
    }
  }
}
