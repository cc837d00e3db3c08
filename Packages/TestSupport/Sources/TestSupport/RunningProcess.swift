public import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A long-running child process (a server under test) with a bounded start and a bounded stop.
///
/// Its standard output and standard error go to one pipe, read on a thread of its own with
/// blocking reads. The exit is learnt from the kernel (`waitid`, without reaping), never from
/// the end of that pipe nor from `Process.isRunning` alone: a `FileHandle.readabilityHandler`
/// can miss the end of file on Linux, and Foundation learns of the exit through a descriptor
/// that a grandchild, or a sibling spawned at the same moment, may hold open long after. Every
/// wait has a time limit.
///
/// ```swift
/// let server = try RunningProcess.start(ChildProcess.builtProduct("animals-server"), arguments: ["--port", "0"])
/// let port = try await server.waitForOutput { ServerLog.port(in: $0) }
/// // … requests to the port …
/// let stopped = await server.stop()
/// #expect(stopped.status == 0)
/// ```
public final class RunningProcess: Sendable {
  /// The executable, for messages.
  public let executable: URL
  private let process: Process
  private let output = Mutex(Output())

  private struct Output {
    var data = Data()
    var ended = false
  }

  /// Starts `executable` with `arguments` (and `environment` added to this process's); its
  /// standard input is empty.
  public static func start(
    _ executable: URL,
    arguments: [String] = [],
    environment: [String: String] = [:]
  ) throws -> RunningProcess {
    let child = RunningProcess(executable: executable)
    let process = child.process
    process.executableURL = executable
    process.arguments = arguments
    if environment.isEmpty == false {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let pipe = Pipe()
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = pipe
    process.standardError = pipe
    try process.runWithSignalsUnblocked()
    child.collectOutput(from: pipe.fileHandleForReading)
    return child
  }

  private init(executable: URL) {
    self.executable = executable
    self.process = Process()
  }

  /// The child's process id.
  public var processIdentifier: Int32 { self.process.processIdentifier }

  /// Whether the child has not exited yet.
  public var isRunning: Bool { self.exitStatus == nil }

  /// The exit status (or the number of the signal that ended it) once the child has exited.
  ///
  /// `waitid` with `WNOWAIT` reads it without reaping the child, which stays Foundation's to
  /// reap; once Foundation has, `terminationStatus` holds it.
  private var exitStatus: Int32? {
    var info = siginfo_t()
    let pid = self.processIdentifier
    if waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 {
      let child = info._sifields._sigchld
      return child.si_pid == pid ? child.si_status : nil
    }
    // Reaped already (ECHILD): Foundation records the status as it reaps.
    return self.process.isRunning ? nil : self.process.terminationStatus
  }

  /// Everything the child wrote so far, decoded as UTF-8.
  public var log: String {
    self.output.withLock { String(decoding: $0.data, as: UTF8.self) }
  }

  /// Waits until `match` finds something in the output so far (e.g. the port in a
  /// "listening on" line) and returns it.
  ///
  /// - Throws: `ChildProcessError.exitedBeforeReady` when the child exits first, and
  ///   `ChildProcessError.notReady` (after stopping the child) when `limit` passes first.
  public func waitForOutput<Value>(
    within limit: Duration = .seconds(60),
    _ match: (String) -> Value?
  ) async throws -> Value {
    var found: Value?
    let settled = await eventually(within: limit) {
      found = match(self.log)
      return found != nil || self.isRunning == false
    }
    if let found { return found }
    if settled {
      // The exit may have come with a last line: read what is left, briefly.
      _ = await eventually(within: .seconds(2)) { self.output.withLock { $0.ended } }
      if let late = match(self.log) { return late }
      throw ChildProcessError.exitedBeforeReady(executable: self.executable.path, status: self.exitStatus ?? -1, output: self.log)
    }
    let stopped = await self.stop()
    throw ChildProcessError.notReady(executable: self.executable.path, limit: limit, output: stopped.stdout)
  }

  /// Sends SIGTERM, then SIGKILL if the child is still running after `limit`, and returns its
  /// exit status (or the signal that ended it) with everything it wrote, standard error
  /// included, as `stdout`.
  @discardableResult
  public func stop(within limit: Duration = .seconds(10)) async -> CompletedProcess {
    if self.isRunning {
      self.process.terminate()
    }
    if await eventually(within: limit, { self.isRunning == false }) == false {
      _ = kill(self.processIdentifier, SIGKILL)
      _ = await eventually(within: .seconds(10)) { self.isRunning == false }
    }
    // Normally the pipe ends with the child; a grandchild or a sibling holding its write end
    // must not hold the test.
    _ = await eventually(within: .seconds(2)) { self.output.withLock { $0.ended } }
    return CompletedProcess(status: self.exitStatus ?? SIGKILL, stdout: self.log, stderr: "")
  }

  /// Appends whatever arrives as it arrives (`FileHandle.read(upToCount:)` would wait for a
  /// full buffer) until the end of file or an error.
  private func collectOutput(from handle: FileHandle) {
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(handle.fileDescriptor, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        self.output.withLock { $0.data.append(contentsOf: buffer[..<count]) }
      }
      self.output.withLock { $0.ended = true }
      withExtendedLifetime(handle) {}
    }
  }

  deinit {
    if self.isRunning {
      _ = kill(self.processIdentifier, SIGKILL)
    }
  }
}
