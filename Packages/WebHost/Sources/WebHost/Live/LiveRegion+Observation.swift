import DomainRegistry
import Observation

extension LiveRegion {
  /// Renders the region and calls `onChange` once, as soon as anything it read while rendering
  /// (an observable selector output) is about to change: how both live views and cached pages
  /// learn that their HTML is out of date.
  func renderObserved(onChange: @escaping @Sendable () -> Void) -> String {
    withObservationTracking {
      render()
    } onChange: {
      onChange()
    }
  }
}
