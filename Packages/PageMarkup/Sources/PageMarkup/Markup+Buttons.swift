import Foundation
public import Plot

extension Markup {
  /// The field every POST form carries: the page (path and query) the host redirects back to
  /// after the action, so the tab keeps its local state.
  public static let returnField = "return"

  /// `<button type="submit">` with `title` as its text.
  public static func submitButton(_ title: String, style: ButtonStyle = ButtonStyle()) -> HTMLNode {
    Self.element("button", [Self.attribute("type", "submit")] + style.attributes + [Self.text(title)])
  }

  /// A button that tells the store something happened: a POST form to `action` carrying the
  /// `return` location and `fields` as hidden fields, so it works without JavaScript.
  public static func postButton(
    _ title: String,
    action: String,
    returnTo: String,
    fields: [(name: String, value: String)] = [],
    style: ButtonStyle = ButtonStyle()
  ) -> HTMLNode {
    Self.element(
      "form",
      [
        Self.attribute("method", "post"),
        Self.attribute("action", action),
        Self.hiddenField(Self.returnField, returnTo),
      ]
        + fields.map { Self.hiddenField($0.name, $0.value) }
        + [Self.submitButton(title, style: style)]
    )
  }

  /// A button that changes only local state (opens a dialog, selects a row): a GET form to
  /// `pagePath` with `state` as hidden fields, so the new state lands in the URL as a link would.
  public static func navigationButton(
    _ title: String,
    pagePath: String,
    state: some LocalState,
    style: ButtonStyle = ButtonStyle()
  ) -> HTMLNode {
    Self.element(
      "form",
      [Self.attribute("method", "get"), Self.attribute("action", pagePath)]
        + Self.hiddenFields(state)
        + [Self.submitButton(title, style: style)]
    )
  }

  /// Hidden fields carrying `state` through a GET form, without the parameters named in
  /// `excluded` (the ones the form's own inputs send, such as a search box).
  public static func hiddenFields(_ state: some LocalState, excluding excluded: Set<String> = []) -> [HTMLNode] {
    state.queryItems
      .filter { !excluded.contains($0.name) }
      .map { Self.hiddenField($0.name, $0.value ?? "") }
  }

  /// A link; `isCurrent` marks the selected row or tab with `aria-current="true"`.
  public static func link(_ title: String, href: String, className: String? = nil, isCurrent: Bool = false) -> HTMLNode {
    Self.element(
      "a",
      Self.attribute("href", href),
      className.map { Self.attribute("class", $0) } ?? .empty,
      isCurrent ? Self.attribute("aria-current", "true") : .empty,
      Self.text(title)
    )
  }
}
