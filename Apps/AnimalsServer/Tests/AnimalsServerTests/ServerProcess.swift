import Foundation
import TestSupport

/// The built `animals-server` binary running as a child process on a free loopback port.
struct ServerProcess {
  static var binary: URL { ChildProcess.builtProduct("animals-server") }

  let child: RunningProcess
  let baseURL: URL

  /// Starts the server and waits (bounded) for its "listening on" line.
  static func start(database: URL) async throws -> ServerProcess {
    let child = try RunningProcess.start(
      Self.binary,
      arguments: ["--host", "127.0.0.1", "--port", "0", "--database", database.path, "--log-level", "info"]
    )
    let port = try await child.waitForOutput { Self.port(in: $0) }
    return ServerProcess(child: child, baseURL: URL(string: "http://127.0.0.1:\(port)")!)
  }

  private static func port(in log: String) -> Int? {
    guard let range = log.range(of: "listening on http://127.0.0.1:") else { return nil }
    let digits = log[range.upperBound...].prefix { $0.isNumber }
    // The line is complete once something follows the digits.
    guard digits.endIndex < log.endIndex else { return nil }
    return Int(digits)
  }

  /// Sends SIGTERM (SIGKILL after 10 s) and returns the exit status and everything the server
  /// wrote.
  func terminate() async -> (status: Int32, log: String) {
    let stopped = await self.child.stop()
    return (stopped.status, stopped.stdout)
  }
}

extension TemporaryDatabase {
  /// An Animals SQLite file in a fresh temporary directory, removed when the value goes away.
  static func animals() throws -> TemporaryDatabase {
    try TemporaryDatabase(named: "animals.sqlite")
  }
}
