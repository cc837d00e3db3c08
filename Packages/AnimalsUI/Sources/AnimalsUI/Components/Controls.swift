import PageMarkup

/// The building blocks every Animals component uses: plain HTML forms that work without
/// script, status lines, and the dialog the editor and the confirmations are shown in.
enum Controls {}

extension Controls {
  /// A button that changes only local state: a GET form to the page with `state` as hidden
  /// fields (opening a sheet or a confirmation), so it lands in the URL like a link.
  ///
  /// `opens` names the dialog the button opens (`data-animals-opens`), so the page script can
  /// return the focus to it when the dialog closes; `dismisses` marks a dialog's Cancel
  /// (`data-animals-cancel`), which Escape presses.
  static func navigationButton(
    _ title: String,
    to state: AnimalsLocalState,
    links: AnimalsLinks,
    isDisabled: Bool = false,
    className: String? = nil,
    opens: String? = nil,
    dismisses: Bool = false
  ) -> HTMLNode {
    Markup.element(
      "form",
      [Markup.attribute("method", "get"), Markup.attribute("action", links.pagePath)]
        + [
          opens.map { Markup.attribute("data-animals-opens", $0) } ?? .empty,
          dismisses ? Markup.attribute("data-animals-cancel", "") : .empty,
        ]
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
  static func actionButton(
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
        Markup.hiddenField(AnimalsReturnField.name, links.page(returnTo)),
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
  static func status(_ status: StatusLine) -> HTMLNode {
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

  /// An open `<dialog>` over a backdrop. Without script it is an open, non-modal dialog in
  /// the page (the forms inside work as they are); the page script shows it modal
  /// (`showModal`: focus moves in, the page behind is inert, Escape presses Cancel).
  static func dialog(className: String, role: String?, titleId: String, messageId: String?, _ content: HTMLNode...) -> HTMLNode {
    Markup.element(
      "div",
      Markup.attribute("class", "animals-backdrop"),
      Markup.element(
        "dialog",
        [
          Markup.flag("open", true),
          Markup.attribute("class", className),
          Markup.attribute("data-animals-dialog", ""),
          role.map { Markup.attribute("role", $0) } ?? .empty,
          messageId.map { Markup.attribute("aria-describedby", $0) } ?? .empty,
          Markup.attribute("aria-labelledby", titleId),
        ] + content
      )
    )
  }
}

/// What a status line shows.
enum StatusLine: Hashable, Sendable {
  case none
  case waiting(String)
  case failure(String)
}
