/// Where the Animals page lives and where its forms post, so Presenters stay pure.
struct AnimalsLinks: Sendable {
  /// The page path, such as "/animals".
  let pagePath: String
  /// The path a form action posts to, such as "/animals/actions/add-animal".
  let actionPath: @Sendable (AnimalsFormAction) -> String

  /// The page with `state` in its query string.
  func page(_ state: AnimalsLocalState) -> String {
    let query = state.queryString
    return query == "?" ? self.pagePath : self.pagePath + query
  }
}
