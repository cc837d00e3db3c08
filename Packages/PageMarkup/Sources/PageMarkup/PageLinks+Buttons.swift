extension PageLinks {
  /// A POST button for `form` that comes back to this page showing `state`.
  public func postButton(
    _ title: String,
    form: Form,
    returningTo state: some LocalState,
    fields: [(name: String, value: String)] = [],
    style: ButtonStyle = ButtonStyle()
  ) -> HTMLNode {
    Markup.postButton(title, action: self.action(form), returnTo: self.page(state), fields: fields, style: style)
  }

  /// A GET button to this page showing `state` (see `Markup.navigationButton`).
  public func navigationButton(_ title: String, to state: some LocalState, style: ButtonStyle = ButtonStyle()) -> HTMLNode {
    Markup.navigationButton(title, pagePath: self.pagePath, state: state, style: style)
  }

  /// A link to this page showing `state`.
  public func link(_ title: String, to state: some LocalState, className: String? = nil, isCurrent: Bool = false) -> HTMLNode {
    Markup.link(title, href: self.page(state), className: className, isCurrent: isCurrent)
  }
}
