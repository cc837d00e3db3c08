import Foundation
import TestSupport

/// The built `animals-server` binary running as a child process on a free loopback port.
final class ServerProcess: Sendable {
  static var binary: URL { ChildProcess.builtProduct("animals-server") }

  let process: Process
  let output: AsyncStream<Data>
  let exited: AsyncStream<Int32>
  let baseURL: URL
  let log: String

  /// Starts the server and waits for its "listening on" line.
  static func start(database: URL) async throws -> ServerProcess {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = ["--host", "127.0.0.1", "--port", "0", "--database", database.path, "--log-level", "info"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    let (output, outputContinuation) = AsyncStream<Data>.makeStream()
    pipe.fileHandleForReading.readabilityHandler = { handle in
      let data = handle.availableData
      if data.isEmpty {
        handle.readabilityHandler = nil
        outputContinuation.finish()
      } else {
        outputContinuation.yield(data)
      }
    }
    let (exited, exitContinuation) = AsyncStream<Int32>.makeStream()
    process.terminationHandler = { process in
      exitContinuation.yield(process.terminationStatus)
      exitContinuation.finish()
    }
    try process.run()
    var log = ""
    for await chunk in output {
      log += String(decoding: chunk, as: UTF8.self)
      if let port = Self.port(in: log) {
        return ServerProcess(process: process, output: output, exited: exited, baseURL: URL(string: "http://127.0.0.1:\(port)")!, log: log)
      }
    }
    throw ServerProcessError(message: "animals-server stopped before listening:\n\(log)")
  }

  private init(process: Process, output: AsyncStream<Data>, exited: AsyncStream<Int32>, baseURL: URL, log: String) {
    self.process = process
    self.output = output
    self.exited = exited
    self.baseURL = baseURL
    self.log = log
  }

  private static func port(in log: String) -> Int? {
    guard let range = log.range(of: "listening on http://127.0.0.1:") else { return nil }
    let digits = log[range.upperBound...].prefix { $0.isNumber }
    // The line is complete once something follows the digits.
    guard digits.endIndex < log.endIndex else { return nil }
    return Int(digits)
  }

  /// Sends SIGTERM and returns the exit status and everything the server wrote.
  func terminate() async -> (status: Int32?, log: String) {
    self.process.terminate()
    var log = self.log
    for await chunk in self.output {
      log += String(decoding: chunk, as: UTF8.self)
    }
    var status: Int32?
    for await code in self.exited {
      status = code
    }
    return (status, log)
  }

  deinit {
    if self.process.isRunning {
      self.process.terminate()
    }
  }
}

struct ServerProcessError: Error, CustomStringConvertible {
  let message: String
  var description: String { self.message }
}

extension TemporaryDatabase {
  /// An Animals SQLite file in a fresh temporary directory, removed when the value goes away.
  static func animals() throws -> TemporaryDatabase {
    try TemporaryDatabase(named: "animals.sqlite")
  }
}
