import Foundation
public import Logging
public import PostgresNIO

/// A store's connections: postgres-nio's `PostgresClient` pool, with a bound on every
/// operation and a fresh pool once the database can be reached again.
///
/// `PostgresClient` alone queues a lease for as long as it cannot connect (a stopped database
/// kept a request waiting past 45 s), never ends a query a stalled server does not answer, and
/// retries a failing server with a backoff that grows to 60 s, so a database back after a long
/// outage could wait that long for its first connection. Here each operation has a deadline:
/// when it passes, the operation's connection is closed (which fails its query at once) or its
/// wait for one is cancelled, and it fails with ``PostgresUnavailable``. A wait that ends so
/// while no operation holds a connection means the pool cannot connect: it is replaced by a
/// fresh pool, whose first lease connects at once, and the old one is shut down when its last
/// user is done.
///
/// ```swift
/// let pool = PostgresPool(configuration: try PostgresConfiguration(url: url).client, subject: "the animals database", logger: logger)
/// let count = try await pool.withConnection(deadline: .seconds(3)) { connection in
///   try await connection.query("SELECT count(*) FROM animal", logger: logger).collect().count
/// }
/// await pool.close()
/// ```
public final class PostgresPool: @unchecked Sendable {
  // `@unchecked Sendable` is safe: `current`, `retired` and every `Generation`'s counters are
  // only read and written while `lock` is held; the rest is immutable and Sendable.
  private let configuration: PostgresClient.Configuration
  private let logger: Logger
  /// What the database is called in messages ("the animals database").
  public let subject: String
  private let lock = NSLock()
  private var current: Generation
  private var retired: [Generation] = []
  private var isClosed = false

  /// One `PostgresClient` and the task running it, with who uses it.
  private final class Generation: @unchecked Sendable {
    let client: PostgresClient
    let runner: Task<Void, Never>
    /// Operations and listeners using the client now.
    var users = 0
    /// Operations holding one of its connections now.
    var holding = 0

    init(configuration: PostgresClient.Configuration, logger: Logger) {
      let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
      self.client = client
      // `PostgresClient` leases connections only while `run()` runs; the pool ends it.
      self.runner = Task { await client.run() }
    }
  }

  /// A pool of connections to the database `configuration` names, called `subject` in its
  /// errors and logs. Connections are made when an operation first needs one.
  public init(configuration: PostgresClient.Configuration, subject: String = "the database", logger: Logger) {
    self.configuration = configuration
    self.subject = subject
    self.logger = logger
    self.current = Generation(configuration: configuration, logger: logger)
  }

  deinit {
    self.current.runner.cancel()
    for generation in self.retired {
      generation.runner.cancel()
    }
  }

  /// Runs `work` on a pooled connection, all within `deadline`: waiting for the connection
  /// and the work itself. Past it the connection is closed and ``PostgresUnavailable`` thrown.
  public func withConnection<T: Sendable>(
    deadline: Duration,
    _ work: @escaping @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    try await self.run(deadline: deadline, boundsWork: true, work)
  }

  /// Runs `work` on a pooled connection for as long as it takes (a `LISTEN`); only waiting for
  /// the connection is bounded by `deadline`.
  public func withLongConnection<T: Sendable>(
    leaseDeadline deadline: Duration,
    _ work: @escaping @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    try await self.run(deadline: deadline, boundsWork: false, work)
  }

  /// Shuts every pool down and waits for the current one; operations after it fail.
  public func close() async {
    let generations = self.lock.withLock { () -> [Generation] in
      self.isClosed = true
      return [self.current] + self.retired
    }
    for generation in generations {
      generation.runner.cancel()
    }
    await generations[0].runner.value
  }

  /// The operation runs in a task of its own and the caller waits for whichever comes first:
  /// its outcome or the deadline. Not in a task group: a group waits for its cancelled child,
  /// and postgres-nio does not always end a lease request when it is cancelled while the pool
  /// is creating connections to a server that does not answer (one request in a few dozen
  /// waited for the 10 s connect timeout and then for the next attempt, so the server answered
  /// nothing: `Tests/Reliability/test_database_outage.py` showed a page whose reload never
  /// failed). The operation's task, cancelled, ends when postgres-nio lets it go; it is
  /// checked in (and an old pool shut down) only then.
  private func run<T: Sendable>(
    deadline: Duration,
    boundsWork: Bool,
    _ work: @escaping @Sendable (PostgresConnection) async throws -> T
  ) async throws -> T {
    let generation = try self.checkOut()
    let lease = Lease()
    let outcome = FirstOutcome<T>()
    let operation = Task {
      defer { self.checkIn(generation) }
      do {
        let value = try await generation.client.withConnection { connection in
          // A lease granted after the deadline is handed straight back.
          guard lease.begin(connection, counted: boundsWork) else { throw PostgresUnavailable(deadline: deadline, subject: self.subject) }
          if boundsWork { self.changeHolding(generation, by: 1) }
          defer {
            if boundsWork { self.changeHolding(generation, by: -1) }
          }
          return try await work(connection)
        }
        outcome.settle(.success(value))
      } catch {
        outcome.settle(.failure(error))
      }
    }
    let timer = Task {
      try await Task.sleep(for: deadline)
      // Working on a connection that is not bounded: let it run.
      guard let held = lease.expire() else { return }
      // The operation ended just now: nothing to stop.
      guard
        outcome.settle(
          .failure(PostgresUnavailable(deadline: deadline, subject: self.subject, waitedForConnection: held.connection == nil)))
      else {
        return
      }
      // A stalled server never answers the query: closing the channel fails it now (closing
      // is local, so it ends at once even if the server is frozen). Without a connection,
      // cancelling ends the wait for one (when postgres-nio lets it go).
      if let connection = held.connection {
        try? await connection.close()
      }
      operation.cancel()
    }
    defer { timer.cancel() }
    do {
      return try await withTaskCancellationHandler {
        try await outcome.value
      } onCancel: {
        // The caller gave up (a relay stopping): it does not wait for postgres-nio either.
        operation.cancel()
        outcome.settle(.failure(CancellationError()))
      }
    } catch let error as PostgresUnavailable {
      if error.waitedForConnection {
        self.replaceIfFailing(generation)
      }
      throw error
    }
  }

  private func checkOut() throws -> Generation {
    try self.lock.withLock {
      guard self.isClosed == false else {
        throw PostgresPoolClosed()
      }
      self.current.users += 1
      return self.current
    }
  }

  private func checkIn(_ generation: Generation) {
    let finished = self.lock.withLock { () -> Bool in
      generation.users -= 1
      guard generation.users == 0, let index = self.retired.firstIndex(where: { $0 === generation }) else {
        return false
      }
      self.retired.remove(at: index)
      return true
    }
    if finished {
      generation.runner.cancel()
    }
  }

  private func changeHolding(_ generation: Generation, by change: Int) {
    self.lock.withLock { generation.holding += change }
  }

  /// A lease that timed out while nothing held a connection: the pool cannot connect, so
  /// the next operation gets a fresh pool (postgres-nio's backoff would make it wait up to a
  /// minute once the database is back). A pool that is only busy is left alone.
  private func replaceIfFailing(_ generation: Generation) {
    let replaced = self.lock.withLock { () -> Bool in
      guard self.isClosed == false, self.current === generation, generation.holding == 0 else {
        return false
      }
      self.current = Generation(configuration: self.configuration, logger: self.logger)
      // The caller still uses it: `checkIn` shuts it down after its last user.
      self.retired.append(generation)
      return true
    }
    if replaced {
      self.logger.debug("no connection to \(self.subject) within the deadline; the next operation uses a fresh pool")
    }
  }
}

/// What one bounded operation got from the pool, guarded by a lock: the connection, once
/// leased, and whether the deadline passed first.
private final class Lease: @unchecked Sendable {
  // `@unchecked Sendable` is safe: its fields are only read and written while `lock` is held.
  private let lock = NSLock()
  private var connection: PostgresConnection?
  private var isCounted = true
  private var hasExpired = false

  /// What `expire()` found: the leased connection, if any.
  struct Held {
    let connection: PostgresConnection?
  }

  /// Records the leased connection; false when the deadline already passed.
  func begin(_ connection: PostgresConnection, counted: Bool) -> Bool {
    self.lock.withLock {
      guard self.hasExpired == false else { return false }
      self.connection = connection
      self.isCounted = counted
      return true
    }
  }

  /// Marks the deadline as passed and returns what was held, or nil when the connection is
  /// leased for unbounded work (the deadline covered only the wait for it).
  func expire() -> Held? {
    self.lock.withLock {
      if self.connection != nil, self.isCounted == false {
        return nil
      }
      self.hasExpired = true
      return Held(connection: self.connection)
    }
  }
}

/// The first outcome of an operation (its result, or the deadline's failure), handed to the one
/// caller waiting for it; later ones are ignored.
private final class FirstOutcome<T: Sendable>: @unchecked Sendable {
  // `@unchecked Sendable` is safe: its fields are only read and written while `lock` is held.
  private let lock = NSLock()
  private var result: Result<T, any Error>?
  private var waiting: CheckedContinuation<T, any Error>?

  /// Records `result` unless an outcome came first, and resumes the caller waiting for it;
  /// whether it was the first.
  @discardableResult
  func settle(_ result: Result<T, any Error>) -> Bool {
    let (isFirst, waiting) = self.lock.withLock { () -> (Bool, CheckedContinuation<T, any Error>?) in
      guard self.result == nil else { return (false, nil) }
      self.result = result
      defer { self.waiting = nil }
      return (true, self.waiting)
    }
    waiting?.resume(with: result)
    return isFirst
  }

  /// The first outcome, once there is one.
  var value: T {
    get async throws {
      try await withCheckedThrowingContinuation { continuation in
        let ready = self.lock.withLock { () -> Result<T, any Error>? in
          if let result = self.result { return result }
          self.waiting = continuation
          return nil
        }
        if let ready {
          continuation.resume(with: ready)
        }
      }
    }
  }
}
