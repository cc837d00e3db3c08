import Foundation

/// A one-shot signal: `fire()` from any thread resumes every current and future `wait()`.
final class ExitSignal: @unchecked Sendable {
  // Safe: `fired` and `waiters` are only read and written while holding `lock`.
  private let lock = NSLock()
  private var fired = false
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func fire() {
    self.lock.lock()
    self.fired = true
    let waiters = self.waiters
    self.waiters = []
    self.lock.unlock()
    for waiter in waiters {
      waiter.resume()
    }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      self.lock.lock()
      if self.fired {
        self.lock.unlock()
        continuation.resume()
      } else {
        self.waiters.append(continuation)
        self.lock.unlock()
      }
    }
  }
}
