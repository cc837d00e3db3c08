/// The two kinds of button the page uses, both plain HTML forms so they work without script.
package enum Controls {}
import PageMarkup

extension Controls {
  /// A button that changes only local state: a GET form to the page with `state` as hidden
  /// fields (opening a sheet or a confirmation), so it lands in the URL like a link.
  package static func navigationButton(
    _ title: String,
    to state: AnimalsLocalState,
    links: AnimalsLinks,
    isDisabled: Bool = false,
    className: String? = nil
  ) -> HTMLNode {
    Markup.element(
      "form",
      [Markup.attribute("method", "get"), Markup.attribute("action", links.pagePath)]
        + state.queryItems.map { Markup.hiddenField($0.name, $0.value ?? "") }
        + [
          Markup.element(
            "button",
            Markup.attribute("type", "submit"),
            className.map { Markup.attribute("class", $0) } ?? .empty,
            Markup.flag("disabled", isDisabled),
            Markup.text(title)
          )
        ]
    )
  }

  /// A button that tells the store something happened: a POST to a form action, which
  /// redirects back to `returnTo`.
  package static func actionButton(
    _ title: String,
    action: AnimalsFormAction,
    fields: [(String, String)] = [],
    returnTo: AnimalsLocalState,
    links: AnimalsLinks,
    isDisabled: Bool = false,
    ariaLabel: String? = nil,
    className: String? = nil
  ) -> HTMLNode {
    Markup.element(
      "form",
      [
        Markup.attribute("method", "post"),
        Markup.attribute("action", links.actionPath(action)),
        Markup.hiddenField(AnimalsFormField.returnTo, links.page(returnTo)),
      ]
        + fields.map { Markup.hiddenField($0.0, $0.1) }
        + [
          Markup.element(
            "button",
            Markup.attribute("type", "submit"),
            className.map { Markup.attribute("class", $0) } ?? .empty,
            ariaLabel.map { Markup.attribute("aria-label", $0) } ?? .empty,
            Markup.flag("disabled", isDisabled),
            Markup.text(title)
          )
        ]
    )
  }

  /// A status line: "Loading…" while waiting, the message of a failure as an alert.
  package static func status(_ status: StatusLine) -> HTMLNode {
    switch status {
    case .none:
      .empty
    case .waiting(let text):
      Markup.element(
        "p", Markup.attribute("class", "animals-status"), Markup.attribute("role", "status"), Markup.text(text)
      )
    case .failure(let message):
      Markup.element(
        "p", Markup.attribute("class", "animals-status animals-error"), Markup.attribute("role", "alert"),
        Markup.text(message)
      )
    }
  }
}

/// What a status line shows.
package enum StatusLine: Hashable, Sendable {
  case none
  case waiting(String)
  case failure(String)
}
