public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an executable to its end with captured output, for tests of command-line tools and
/// servers.
public enum ChildProcess {
  /// The folder of the built products (executables, test bundles) of the running test.
  ///
  /// The test runner lives in the build products folder, next to the package's executables, so
  /// a test target that depends on an executable target finds it here.
  public static var productsDirectory: URL {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
  }

  /// The built executable `name` next to the test runner.
  public static func builtProduct(_ name: String) -> URL {
    self.productsDirectory.appendingPathComponent(name)
  }

  /// Runs `executable` and waits (bounded) for it to exit.
  ///
  /// The blocking reads, the write of `standardInput` and the wait run on threads of their own:
  /// the cooperative pool is as small as the machine's core count and must stay free, for
  /// instance for an in-process server the child talks to. Both pipes are drained while the
  /// child runs, so a large output cannot block it.
  ///
  /// - Parameters:
  ///   - arguments: the arguments after the executable's path.
  ///   - environment: variables added to (or replacing those of) this process's environment.
  ///   - standardInput: written to the child's standard input, which is then closed; without
  ///     it the child reads from `/dev/null`.
  ///   - timeLimit: past it the child is killed and `ChildProcessError.timedOut` thrown.
  public static func run(
    _ executable: URL,
    arguments: [String] = [],
    environment: [String: String] = [:],
    standardInput: Data? = nil,
    timeLimit: Duration = .seconds(120)
  ) async throws -> CompletedProcess {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if environment.isEmpty == false {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
    }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let input = standardInput.map { _ in Pipe() }
    process.standardInput = input ?? FileHandle.nullDevice
    let exited = Self.exitSignal(of: process)
    try process.runWithSignalsUnblocked()
    if let input, let standardInput {
      Self.write(standardInput, to: input.fileHandleForWriting)
    }
    let watchdog = Task {
      try await Task.sleep(for: timeLimit)
      await Self.stop(process)
    }
    async let stderr = Self.readToEnd(err.fileHandleForReading)
    let stdout = await Self.readToEnd(out.fileHandleForReading)
    let errors = await stderr
    await exited.wait()
    let timedOut = await Self.finishWatchdog(watchdog)
    if timedOut {
      throw ChildProcessError.timedOut(executable: executable.path, limit: timeLimit, stdout: stdout, stderr: errors)
    }
    return CompletedProcess(status: process.terminationStatus, stdout: stdout, stderr: errors)
  }

  /// Cancels the watchdog; reports whether it had already fired (and killed the child).
  private static func finishWatchdog(_ watchdog: Task<Void, any Error>) async -> Bool {
    watchdog.cancel()
    do {
      try await watchdog.value
      return true
    } catch {
      return false
    }
  }

  /// SIGTERM, then SIGKILL for a child that ignores it.
  private static func stop(_ process: Process) async {
    guard process.isRunning else { return }
    process.terminate()
    // Up to 1 s to exit on SIGTERM.
    for _ in 0..<50 where process.isRunning {
      try? await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
      _ = kill(process.processIdentifier, SIGKILL)
    }
  }

  private static func readToEnd(_ handle: FileHandle) async -> String {
    await withCheckedContinuation { continuation in
      Thread.detachNewThread {
        let data = (try? handle.readToEnd()) ?? Data()
        continuation.resume(returning: String(decoding: data, as: UTF8.self))
      }
    }
  }

  private static func write(_ data: Data, to handle: FileHandle) {
    // A child that exits without reading its input must not end the test runner with SIGPIPE;
    // the write then fails and is ignored.
    signal(SIGPIPE, SIG_IGN)
    Thread.detachNewThread {
      try? handle.write(contentsOf: data)
      try? handle.close()
    }
  }

  /// An exit signal set up before the process starts, so a quick exit is never missed.
  private static func exitSignal(of process: Process) -> ExitSignal {
    let signal = ExitSignal()
    process.terminationHandler = { _ in signal.fire() }
    return signal
  }
}
