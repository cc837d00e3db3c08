import Foundation

/// Why `ChildProcess.run` returned no `CompletedProcess`.
public enum ChildProcessError: Error, CustomStringConvertible {
  /// The process was still running at the time limit; it was killed, and this is what it wrote.
  case timedOut(executable: String, limit: Duration, stdout: String, stderr: String)

  /// A message naming the executable and showing its output.
  public var description: String {
    switch self {
    case .timedOut(let executable, let limit, let stdout, let stderr):
      "\(executable) was still running after \(limit) and was killed.\nstdout:\n\(stdout)\nstderr:\n\(stderr)"
    }
  }
}
