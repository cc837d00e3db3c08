import Synchronization

/// A one-shot signal: `fire()` from any thread resumes every current and future `wait()`.
final class ExitSignal: Sendable {
  private struct State {
    var fired = false
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  func fire() {
    let waiters = self.state.withLock { state in
      state.fired = true
      defer { state.waiters = [] }
      return state.waiters
    }
    // Resumed outside the lock: a waiter's continuation may run code that fires again.
    for waiter in waiters {
      waiter.resume()
    }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let fired = self.state.withLock { state in
        if !state.fired { state.waiters.append(continuation) }
        return state.fired
      }
      if fired { continuation.resume() }
    }
  }
}
