import Plot

/// The stylesheets every DevTools page links: the host's own, when the host names one (so
/// DevTools and a "Report a problem" answer look like the app), then DevTools' `devtools.css`.
/// DevTools never assumes where a host keeps its assets.
struct DevToolsStylesheets: Sendable {
  /// The host's stylesheet path (WebHost's is `/_assets/app.css`), nil for none.
  let host: String?

  /// The `<link rel="stylesheet">` elements of a page's head.
  var links: Node<HTML.HeadContext> {
    .group([self.host, DevToolsRoutes.path("devtools.css")].compactMap { $0 }.map { .stylesheet($0) })
  }
}
