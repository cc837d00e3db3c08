import Foundation
import TestSupport

#if canImport(Glibc)
  import Glibc
#endif

/// A PostgreSQL cluster of one test's own, in a temporary folder, that the test may stop,
/// start again, pause (SIGSTOP) and resume: the shared test server (`ANIMALS_POSTGRES_URL`)
/// must never be stopped. Built as `Scripts/lib.sh` builds the throwaway cluster: `initdb`
/// with trust authentication, a free loopback port, as the `postgres` system user when the
/// tests run as root.
///
/// The server runs as this process's child, not daemonised by `pg_ctl start`: a daemon
/// inherits a descriptor of Foundation's `Process`, which then never reports `pg_ctl` as
/// finished. Stopping is `pg_ctl stop -m fast`, as an administrator would.
final class PostgresTestCluster: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `server` is only read and written while `lock` is held.
  private let lock = NSLock()
  private var server: Process?

  /// The password the URL carries (trust authentication ignores it): messages must never show it.
  static let password = "cluster-secret-7f3a"

  let directory: TemporaryDirectory
  let port: Int
  private let binDirectory: URL

  /// `postgres://postgres:<password>@127.0.0.1:<port>/postgres`, TLS off.
  var url: String {
    "postgres://postgres:\(Self.password)@127.0.0.1:\(self.port)/postgres?sslmode=disable"
  }

  private var dataDirectory: String {
    self.directory.appending("data").path
  }

  private init(directory: TemporaryDirectory, port: Int, binDirectory: URL) {
    self.directory = directory
    self.port = port
    self.binDirectory = binDirectory
  }

  /// Runs `body` with a new running cluster, then resumes it if paused and stops it, also
  /// when `body` throws.
  static func with<T: Sendable>(_ body: @Sendable (PostgresTestCluster) async throws -> T) async throws -> T {
    let cluster = try await Self.create()
    do {
      try await cluster.start()
      let result = try await body(cluster)
      await cluster.tearDown()
      return result
    } catch {
      await cluster.tearDown()
      throw error
    }
  }

  private static func create() async throws -> PostgresTestCluster {
    let binDirectory = try Self.findBinDirectory()
    let directory = try TemporaryDirectory(prefix: "animals-postgres-outage")
    if getuid() == 0 {
      try FileManager.default.setAttributes(
        [.ownerAccountName: "postgres", .groupOwnerAccountName: "postgres"], ofItemAtPath: directory.url.path)
    }
    let cluster = PostgresTestCluster(directory: directory, port: try FreePort.take(), binDirectory: binDirectory)
    try await cluster.run(
      "initdb",
      ["-D", cluster.dataDirectory, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]
    )
    return cluster
  }

  /// Starts the server and waits (at most 30 s) until it accepts connections.
  func start() async throws {
    let postgres = self.binDirectory.appendingPathComponent("postgres").path
    let arguments = [
      "-D", self.dataDirectory, "-p", "\(self.port)", "-k", self.directory.url.path,
      "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off",
    ]
    let log = self.directory.appending("server.log")
    if FileManager.default.fileExists(atPath: log.path) == false {
      _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    }
    let output = try FileHandle(forWritingTo: log)
    output.seekToEndOfFile()
    let process = Process()
    if getuid() == 0 {
      process.executableURL = URL(fileURLWithPath: "/usr/sbin/runuser")
      process.arguments = ["-u", "postgres", "--", postgres] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: postgres)
      process.arguments = arguments
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = output
    try process.run()
    self.lock.withLock { self.server = process }
    let ready = await eventually(within: .seconds(30), every: .milliseconds(100)) {
      guard process.isRunning else { return true }
      let check = try? await self.tool("pg_isready", ["-h", "127.0.0.1", "-p", "\(self.port)"])
      return check?.status == 0
    }
    guard ready, process.isRunning else {
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      throw ClusterFailure(message: "PostgreSQL did not start on port \(self.port): \(text)")
    }
  }

  /// Stops the server as an administrator would (`pg_ctl stop -m fast`: open sessions end)
  /// and waits (at most 30 s) for its process to end.
  func stop() async throws {
    try await self.run("pg_ctl", ["-D", self.dataDirectory, "-m", "fast", "-w", "stop"])
    guard let process = self.lock.withLock({ self.server }) else { return }
    _ = await eventually(within: .seconds(30), every: .milliseconds(50)) { process.isRunning == false }
    self.lock.withLock { self.server = nil }
  }

  /// Freezes the server and every one of its processes (SIGSTOP): connections stay open and
  /// nothing answers, a stalled database.
  func pause() throws {
    for pid in try self.processes() {
      kill(pid, SIGSTOP)
    }
  }

  /// Lets a paused server run again (SIGCONT), and its `runuser`, which stops itself when its
  /// child stops, as `su` does for job control.
  func resume() throws {
    for pid in try self.processes() {
      kill(pid, SIGCONT)
    }
    if let process = self.lock.withLock({ self.server }), process.isRunning {
      kill(process.processIdentifier, SIGCONT)
    }
  }

  private func tearDown() async {
    try? self.resume()
    try? await self.stop()
    // A server `pg_ctl` could not stop is ended by its process ids: the postmaster this test
    // started (SIGINT is a fast shutdown) and its `runuser`.
    if let process = self.lock.withLock({ self.server }), process.isRunning {
      if let postmaster = try? self.processes().first {
        kill(postmaster, SIGINT)
      }
      process.terminate()
    }
  }

  /// The postmaster (first line of `postmaster.pid`) and its children, found in /proc.
  private func processes() throws -> [pid_t] {
    let pidFile = try String(contentsOfFile: self.dataDirectory + "/postmaster.pid", encoding: .utf8)
    guard let first = pidFile.split(separator: "\n").first, let postmaster = pid_t(first) else {
      return []
    }
    var pids = [postmaster]
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
      guard let pid = pid_t(entry), let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8) else {
        continue
      }
      // `pid (comm) state ppid …`; the command name may hold spaces, so read after its `)`.
      guard let close = stat.lastIndex(of: ")") else { continue }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 1, pid_t(fields[1]) == postmaster {
        pids.append(pid)
      }
    }
    return pids
  }

  /// Runs one of PostgreSQL's tools (none that leaves a process behind) as the cluster's owner.
  private func tool(_ tool: String, _ arguments: [String]) async throws -> CompletedProcess {
    let executable = self.binDirectory.appendingPathComponent(tool)
    if getuid() == 0 {
      return try await ChildProcess.run(
        URL(fileURLWithPath: "/usr/sbin/runuser"),
        arguments: ["-u", "postgres", "--", executable.path] + arguments,
        timeLimit: .seconds(60)
      )
    }
    return try await ChildProcess.run(executable, arguments: arguments, timeLimit: .seconds(60))
  }

  private func run(_ tool: String, _ arguments: [String]) async throws {
    let result = try await self.tool(tool, arguments)
    guard result.status == 0 else {
      throw ClusterFailure(message: "\(tool) failed (\(result.status)): \(result.stdout) \(result.stderr)")
    }
  }

  /// The newest `/usr/lib/postgresql/<version>/bin` with `initdb`.
  private static func findBinDirectory() throws -> URL {
    let root = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      .compactMap { Int($0) }
      .sorted()
    for version in versions.reversed() {
      let bin = URL(fileURLWithPath: "\(root)/\(version)/bin")
      if FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("initdb").path) {
        return bin
      }
    }
    throw ClusterFailure(message: "PostgreSQL is not installed (Debian package postgresql)")
  }
}

/// Why the test cluster could not be made or driven.
struct ClusterFailure: Error, CustomStringConvertible {
  let message: String
  var description: String { self.message }
}
