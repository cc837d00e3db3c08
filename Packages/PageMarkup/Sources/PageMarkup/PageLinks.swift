/// Where a page lives and where its forms post, so a Presenter builds every URL from plain values.
///
/// `Form` is the module's list of forms (usually a `String` enum named after the form actions);
/// the Root builds the links once per request, from the module's slug.
public struct PageLinks<Form>: Sendable {
  /// The page path, such as `/animals`.
  public let pagePath: String
  /// The path a form posts to, such as `/animals/actions/delete-animal`.
  public let actionPath: @Sendable (Form) -> String

  /// Links for the page at `pagePath` whose forms post to `actionPath(form)`.
  public init(pagePath: String, actionPath: @escaping @Sendable (Form) -> String) {
    self.pagePath = pagePath
    self.actionPath = actionPath
  }
}

extension PageLinks {
  /// The page showing `state`: the page path followed by the state's query, if any.
  public func page(_ state: some LocalState) -> String {
    self.pagePath + state.queryString
  }

  /// The path `form` posts to.
  public func action(_ form: Form) -> String {
    self.actionPath(form)
  }
}
