/// A built page: its regions in document order, and what to release when it is no longer shown.
///
/// A page's Root builds one from the request, with one ``LiveRegion`` per component. The host
/// keeps the view alive as long as it serves the page (a cached document, a tab's live channel)
/// and then calls ``tearDown`` once, which is where the Containers cancel their selectors.
@MainActor
public struct PageView {
  /// The page's regions, in the order the page shows them; their ids are unique in the page.
  public let regions: [LiveRegion]
  /// Cancels what the view keeps alive (its selectors). The host calls it exactly once.
  public let tearDown: @MainActor () -> Void

  /// A view of `regions`; `tearDown` releases what building them started.
  public init(regions: [LiveRegion], tearDown: @escaping @MainActor () -> Void = {}) {
    self.regions = regions
    self.tearDown = tearDown
  }
}

/// A part of a page that is re-rendered and pushed to the browser when what it shows changes.
///
/// The host renders ``render`` inside Observation's tracking; when an observable value read
/// during that render changes (an `ImmutableBinding` selector's output), it renders the region
/// again and sends the new HTML to every tab showing the page, which swaps the element with the
/// region's id. Nothing else is needed to make a region live:
///
/// ```swift
/// LiveRegion(id: "counter") {
///   "<p>Value: \(container.value)</p>"
/// }
/// ```
///
/// With PageMarkup, a region shows a presenter: `LiveRegion(id: "counter") { container.presenter() }`.
@MainActor
public struct LiveRegion {
  /// Unique within the page: letters, digits, `-` and `_` (it becomes an HTML id).
  public let id: String
  /// Returns the region's HTML. Reads of observable values here are what the host tracks.
  public let render: @MainActor () -> String

  /// A region with the HTML id `id` whose content `render` writes.
  public init(id: String, render: @escaping @MainActor () -> String) {
    self.id = id
    self.render = render
  }
}
