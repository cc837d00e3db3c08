import Foundation

/// Ids "animal-1", "animal-2", … in order, so a check knows the id of what it adds.
public final class StoreContractIds: Sendable {
  private let counter = Counter()

  public init() {}

  /// The next id.
  public func next() -> String {
    "animal-\(self.counter.increment())"
  }
}

/// A locked counter; `Synchronization.Mutex` needs macOS 15 on the platform list.
private final class Counter: @unchecked Sendable {
  // Safe: `value` is only read and written while `lock` is held.
  private var value = 0
  private let lock = NSLock()

  func increment() -> Int {
    self.lock.lock()
    defer { self.lock.unlock() }
    self.value += 1
    return self.value
  }
}
