import DevToolsWeb
import PageMarkup
import Plot

extension PageShell {
  /// "Report a problem", under every module page while DevTools are on: a note and a button
  /// that store the steps of this tab for the team (`POST /_devtools/report`; the page's script
  /// adds the tab's id, as to every form). A plain form outside `<main>`: it loads a page with
  /// the report's id, with or without JavaScript, and needs no DevTools sign-in.
  static func reportControl(slug: String, location: String?) -> Node<HTML.BodyContext> {
    .footer(
      .class("report-problem"),
      Markup.element(
        "details",
        Markup.element("summary", Markup.text("Report a problem")),
        Markup.element(
          "form",
          Markup.attribute("method", "post"),
          Markup.attribute("action", DevToolsRoutes.path + "/report"),
          Markup.voidElement("input", [("type", "hidden"), ("name", "module"), ("value", slug)]),
          .unwrap(location) { Markup.voidElement("input", [("type", "hidden"), ("name", "return"), ("value", $0)]) },
          Markup.element(
            "label",
            Markup.text("What went wrong? "),
            Markup.element(
              "textarea", Markup.attribute("name", "note"), Markup.attribute("maxlength", "2000"), Markup.attribute("rows", "3"))
          ),
          Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Send report"))
        )
      )
    )
  }
}
