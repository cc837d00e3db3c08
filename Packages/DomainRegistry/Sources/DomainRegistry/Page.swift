/// One page of a module, served at `/<slug>` (empty path) or `/<slug>/<path>`.
public struct Page: Sendable {
  /// Path below the module, without leading slash; empty for the module's main page.
  public let path: String
  /// The page's title, shown in the browser's tab after the site's title.
  public let title: String
  /// Builds the page for one request. The host renders it once for a plain GET; for the page's
  /// live-update stream it keeps the view alive and re-renders a region whenever something the
  /// region read while rendering (an observable selector output) changes.
  public let makeView: @MainActor @Sendable (PageRequest) throws -> PageView

  /// A page at `path` below the module (the module's main page when empty).
  ///
  /// ```swift
  /// Page(path: "settings", title: "Settings") { request in
  ///   try Settings.makeView(provider: self.requireProvider(), request: request)
  /// }
  /// ```
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
