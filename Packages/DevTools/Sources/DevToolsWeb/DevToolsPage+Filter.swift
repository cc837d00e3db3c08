import PageMarkup
import Plot

extension DevToolsPage {
  /// The browser's deny list: a form that hides the steps whose action contains a word (and one
  /// press for page views), and each hidden word with a button that shows its steps again.
  /// Plain forms that load the page, so the filter works without JavaScript; the page's
  /// `filter` rides in their action, so the page they return to shows the same look.
  func filter(_ hidden: HiddenActions, keeping filter: StepFilter) -> HTMLNode {
    .div(
      .class("devtools-filter"),
      Markup.attribute("role", "group"),
      Markup.attribute("aria-label", "Hidden actions"),
      Self.filterForm(
        filter,
        Markup.element(
          "label",
          Markup.text("Hide actions containing "),
          Markup.voidElement(
            "input",
            [
              ("name", "hide"), ("type", "text"), ("required", "required"), ("maxlength", String(HiddenActions.maxLength)),
              ("pattern", "[A-Za-z0-9._]+"), ("title", "Letters, digits, “.” or “_”: part of an action's name, such as onAppear"),
            ])
        ),
        Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Hide"))
      ),
      .if(
        hidden.words.contains("onAppear") == false,
        Self.filterForm(
          filter,
          Markup.voidElement("input", [("type", "hidden"), ("name", "hide"), ("value", "onAppear")]),
          Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Hide page views (onAppear)"))
        )
      ),
      .if(
        hidden.words.isEmpty == false,
        .ul(
          .class("hidden-words"),
          .forEach(hidden.words) { word in
            .li(
              .text("Hidden: "),
              .code(.text(word)),
              .text(" "),
              Self.filterForm(
                filter,
                Markup.voidElement("input", [("type", "hidden"), ("name", "show"), ("value", word)]),
                Markup.element(
                  "button", Markup.attribute("type", "submit"), Markup.attribute("aria-label", "Show \(word) again"),
                  Markup.text("Show again"))
              )
            )
          }
        )
      )
    )
  }

  /// A form posting to the deny list.
  private static func filterForm(_ filter: StepFilter, _ content: HTMLNode...) -> HTMLNode {
    Markup.element(
      "form",
      Markup.attribute("class", "devtools-filter-form"),
      Markup.attribute("method", "post"),
      Markup.attribute("action", DevToolsRoutes.path("hidden") + (filter.isActive ? "?\(filter.query)" : "")),
      .group(content)
    )
  }
}
