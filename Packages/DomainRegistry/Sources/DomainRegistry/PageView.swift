/// A built page: its regions in document order, and what to release when it is no longer shown.
@MainActor
public struct PageView {
  public let regions: [LiveRegion]
  /// Cancels what the view keeps alive (its selectors). The host calls it exactly once.
  public let tearDown: @MainActor () -> Void

  public init(regions: [LiveRegion], tearDown: @escaping @MainActor () -> Void = {}) {
    self.regions = regions
    self.tearDown = tearDown
  }
}

/// A part of a page that is re-rendered and pushed to the browser when what it shows changes.
@MainActor
public struct LiveRegion {
  /// Unique within the page: letters, digits, `-` and `_` (it becomes an HTML id).
  public let id: String
  /// Returns the region's HTML. Reads of observable values here are what the host tracks.
  public let render: @MainActor () -> String

  public init(id: String, render: @escaping @MainActor () -> String) {
    self.id = id
    self.render = render
  }
}
