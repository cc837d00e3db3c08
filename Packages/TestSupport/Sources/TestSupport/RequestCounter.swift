/// Counts requests on the main actor and resumes whoever waits for a count.
@MainActor final class RequestCounter: Sendable {
  private var count = 0
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func increment() {
    self.count += 1
    let ready = self.waiters.filter { $0.count <= self.count }
    self.waiters.removeAll { $0.count <= self.count }
    for waiter in ready {
      waiter.continuation.resume()
    }
  }

  func wait(for count: Int) async {
    if self.count >= count { return }
    await withCheckedContinuation { continuation in
      self.waiters.append((count: count, continuation: continuation))
    }
  }
}
