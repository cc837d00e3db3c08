import PageMarkup
import Plot

extension DevToolsPage {
  /// "Show only": a form (GET, so it works without JavaScript and the look is a link to share)
  /// choosing one module, one instance, the start of a page's location and one tab, and, when
  /// something is filtered, what is and a link that clears it.
  func stepFilter(_ filter: StepFilter, slugs: [String], instances: [String]) -> HTMLNode {
    let titled = slugs.map { ($0, self.titles[$0] ?? $0) }
    return .div(
      .class("devtools-show-only"),
      Markup.attribute("role", "group"),
      Markup.attribute("aria-label", "Show only"),
      Markup.element(
        "form",
        Markup.attribute("method", "get"),
        Markup.attribute("action", DevToolsRoutes.path),
        Markup.attribute("class", "devtools-filter-form"),
        Self.choice("only", label: "Module", chosen: filter.module, options: titled),
        Self.choice("instance", label: "Instance", chosen: filter.instance, options: instances.map { ($0, $0) }),
        Self.field("page", label: "Page starting with", value: filter.page, placeholder: "/counter"),
        Self.field("tab", label: "Tab", value: filter.tab, placeholder: "a tab's id"),
        Markup.element("button", Markup.attribute("type", "submit"), Markup.text("Show only"))
      ),
      .if(
        filter.isActive,
        .p(
          .class("filter-summary"),
          Markup.attribute("role", "status"),
          .text("Showing only " + Self.describe(filter, titles: self.titles) + ". "),
          .a(.href(DevToolsRoutes.path), .text("Show everything"))
        )
      )
    )
  }

  /// `module Counter, tab k3v9`.
  private static func describe(_ filter: StepFilter, titles: [String: String]) -> String {
    [
      filter.module.map { "module \(titles[$0] ?? $0)" }, filter.instance.map { "instance \($0)" },
      filter.page.map { "pages starting with \($0)" }, filter.tab.map { "tab \($0)" },
    ].compactMap { $0 }.joined(separator: ", ")
  }

  /// A labelled select of `options` (value, text) after "any".
  private static func choice(_ name: String, label: String, chosen: String?, options: [(String, String)]) -> HTMLNode {
    var values = options
    // A filter for something not listed (an instance whose steps left the log) stays shown.
    if let chosen, options.contains(where: { $0.0 == chosen }) == false {
      values.append((chosen, chosen))
    }
    // The label names the select alone (a label wrapping it would add the options' text).
    return .group(
      Markup.element("label", Markup.attribute("for", "filter-\(name)"), Markup.text(label)),
      Markup.element(
        "select",
        Markup.attribute("id", "filter-\(name)"),
        Markup.attribute("name", name),
        Markup.element("option", Markup.attribute("value", ""), Markup.text("any")),
        .group(
          values.map { value, text in
            Markup.element(
              "option", Markup.attribute("value", value), .if(value == chosen, Markup.attribute("selected", "selected")), Markup.text(text))
          })
      )
    )
  }

  /// A labelled text field.
  private static func field(_ name: String, label: String, value: String?, placeholder: String) -> HTMLNode {
    .group(
      Markup.element("label", Markup.attribute("for", "filter-\(name)"), Markup.text(label)),
      Markup.voidElement(
        "input",
        [
          ("type", "text"), ("id", "filter-\(name)"), ("name", name), ("value", value ?? ""), ("placeholder", placeholder),
          ("maxlength", String(StepFilter.maxLength)),
        ])
    )
  }
}
