import PageMarkup
import Plot

/// The dialog the editor and the confirmations are shown in.
///
/// An open `<dialog>` over a backdrop: without script it is an open, non-modal dialog in the
/// page and the forms inside work as they are. The page script (`animals.js`) shows it modal
/// (`showModal`: focus moves in, the page behind is inert), makes Escape press its Cancel (the
/// one GET form inside) and returns the focus to the button that opened it.
enum AnimalsDialog {
  static func markup(className: String, role: String?, titleId: String, messageId: String?, _ content: HTMLNode...) -> HTMLNode {
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
