/// Keeps an ``Selector/onChange(_:)`` callback alive: the callback stops when this token is
/// cancelled or released.
@MainActor public final class SelectorObservation {
  private(set) var isActive = true

  init() {}

  /// Stops the callback: the selector does not call it again.
  public func cancel() {
    self.isActive = false
  }
}

/// A weak reference, so a selector never keeps an observation token alive.
struct Weak<Value> where Value: AnyObject {
  weak var value: Value?

  init(_ value: Value) {
    self.value = value
  }
}
