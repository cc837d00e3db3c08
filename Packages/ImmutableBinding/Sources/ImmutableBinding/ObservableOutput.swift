import Observation

/// The observable storage of a ``Selector``'s output.
///
/// Separate from `Selector` because key paths into a class generic over a parameter pack crash
/// at run time with Swift 6.3 on Linux ("Pack expansion count type should be a pack"), and
/// `ObservationRegistrar` needs a key path. Tracking works through any object read inside
/// `withObservationTracking`, so observers of `Selector.output` are notified via this one.
@MainActor final class ObservableOutput<Output>: Observable {
  private let registrar = ObservationRegistrar()
  private var storage: Output?

  var value: Output {
    get {
      self.registrar.access(self, keyPath: \.value)
      guard let storage = self.storage else {
        // A selector computes its output synchronously before anyone can read it.
        preconditionFailure("Selector output read before it was computed")
      }
      return storage
    }
    set {
      self.registrar.withMutation(of: self, keyPath: \.value) {
        self.storage = newValue
      }
    }
  }

  /// Replaces the value without notifying observers (an output `didChange` did not flag).
  func replaceSilently(with value: Output) {
    self.storage = value
  }
}
