/// Where the Quakes page lives and where its forms post, so Presenters stay pure.
package struct QuakesLinks: Sendable {
  /// The page path, such as "/quakes".
  package let pagePath: String
  /// The path a form action posts to, such as "/quakes/actions/refresh".
  package let actionPath: @Sendable (QuakesFormAction) -> String

  package init(pagePath: String, actionPath: @escaping @Sendable (QuakesFormAction) -> String) {
    self.pagePath = pagePath
    self.actionPath = actionPath
  }

  /// The page with `state` in its query string.
  package func page(_ state: QuakesLocalState) -> String {
    let query = state.queryString
    return query == "?" ? self.pagePath : self.pagePath + query
  }
}

/// The forms of the Quakes page; each posts, then the host redirects back to the page.
package enum QuakesFormAction: String, Hashable, Sendable, CaseIterable {
  /// Field `range`: allHour, allDay, allWeek, allMonth.
  case refresh
  /// Field `quakeId`.
  case deleteSelected = "delete-selected"
  case deleteAll = "delete-all"
}
