import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Process {
  /// `run()` from a thread whose signal mask is empty, so the child starts with none blocked.
  ///
  /// A child inherits the signal mask of the thread that spawns it, and the threads that run
  /// Swift tasks block nearly every signal: a child spawned from a test would ignore the
  /// SIGTERM of `terminate()` (a `sleep` does; a server stops only if it unblocks the signal
  /// itself), and a stop would always end in SIGKILL after its grace period.
  func runWithSignalsUnblocked() throws {
    let outcome = SpawnOutcome()
    let thread = Thread {
      var none = sigset_t()
      sigemptyset(&none)
      pthread_sigmask(SIG_SETMASK, &none, nil)
      outcome.finish { try self.run() }
    }
    thread.start()
    try outcome.wait()
  }
}

/// The result of a spawn on another thread, handed back to the caller that waits for it.
private final class SpawnOutcome: Sendable {
  private let done = DispatchSemaphore(value: 0)
  private let failure = Mutex<(any Error)?>(nil)

  func finish(_ body: () throws -> Void) {
    do { try body() } catch { self.failure.withLock { $0 = error } }
    self.done.signal()
  }

  func wait() throws {
    self.done.wait()
    if let error = self.failure.withLock({ $0 }) { throw error }
  }
}
