/// Where the Quakes page lives and where its forms post, so Presenters stay pure.
struct QuakesLinks: Sendable {
  /// The page path, such as "/quakes".
  let pagePath: String
  /// The path a toolbar form posts to, such as "/quakes/actions/refresh".
  let actionPath: @Sendable (QuakesToolbar.Form) -> String

  /// The page with `state` in its query string.
  func page(_ state: QuakesLocalState) -> String {
    let query = state.queryString
    return query == "?" ? self.pagePath : self.pagePath + query
  }
}
