import Foundation
import GRDB

/// A second, real SQLite connection holding the write lock on a database file until
/// `release()`: what another process writing to the same file looks like to the app.
///
/// The lock is taken and released inside one GRDB access on a thread of its own, since GRDB
/// refuses to leave a transaction open between accesses.
final class WriteLock: Sendable {
  private let locked = DispatchSemaphore(value: 0)
  private let releaseSignal = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  /// Returns once the lock is held; `exclusive` also keeps readers out.
  init(path: String, exclusive: Bool = false) throws {
    let queue = try DatabaseQueue(path: path)
    let thread = Thread { [self] in
      try? queue.inDatabase { db in
        try db.execute(sql: exclusive ? "BEGIN EXCLUSIVE" : "BEGIN IMMEDIATE")
        self.locked.signal()
        self.releaseSignal.wait()
        try db.execute(sql: "ROLLBACK")
      }
      self.finished.signal()
    }
    thread.start()
    self.locked.wait()
  }

  /// Releases the lock and waits until the connection has let go.
  func release() {
    self.releaseSignal.signal()
    self.finished.wait()
  }
}
