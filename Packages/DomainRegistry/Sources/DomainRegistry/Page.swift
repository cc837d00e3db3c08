/// One page of a module, served at `/<slug>` (empty path) or `/<slug>/<path>`.
public struct Page: Sendable {
  /// Path below the module, without leading slash; empty for the module's main page.
  public let path: String
  public let title: String
  /// Builds the page for one request. The host renders it once for a plain GET; for the page's
  /// live-update stream it keeps the view alive and re-renders a region whenever something the
  /// region read while rendering (an observable selector output) changes.
  public let makeView: @MainActor @Sendable (PageRequest) throws -> PageView

  public init(
    path: String = "",
    title: String,
    makeView: @escaping @MainActor @Sendable (PageRequest) throws -> PageView
  ) {
    self.path = path
    self.title = title
    self.makeView = makeView
  }
}
