public import Plot

extension Menu {
  /// The menu's HTML: `<details>` with a `<summary>` button and a `role="menu"` list.
  public func node() -> HTMLNode {
    guard !self.isDisabled else {
      return Markup.element(
        "button",
        Markup.attribute("type", "button"),
        Markup.attribute("class", self.className + "-button"),
        Markup.attribute("aria-haspopup", "menu"),
        Markup.flag("disabled", true),
        Markup.text(self.title)
      )
    }
    return Markup.element(
      "details",
      Markup.attribute("class", self.className),
      self.id.map { Markup.attribute("id", $0) } ?? .empty,
      Markup.element(
        "summary",
        Markup.attribute("role", "button"),
        Markup.attribute("class", self.className + "-button"),
        Markup.attribute("aria-haspopup", "menu"),
        Markup.text(self.title)
      ),
      Markup.element(
        "div",
        [Markup.attribute("role", "menu"), Markup.attribute("aria-label", self.title)]
          + self.entries.map { $0.node(headingClass: self.className + "-heading") }
      )
    )
  }
}

extension MenuEntry {
  /// An item, or a `role="group"` named by its title (the visible heading is hidden from
  /// assistive technology, which already reads the group's name).
  func node(headingClass: String) -> HTMLNode {
    switch self {
    case .item(let item):
      return item.node()
    case .group(let title, let items):
      return Markup.element(
        "div",
        [
          Markup.attribute("role", "group"),
          Markup.attribute("aria-label", title),
          Markup.element(
            "span", Markup.attribute("class", headingClass), Markup.attribute("aria-hidden", "true"), Markup.text(title)
          ),
        ] + items.map { $0.node() }
      )
    }
  }
}

extension MenuItem {
  /// A POST button with the item's role, or a link; a disabled link has no `href` and says
  /// `aria-disabled="true"`.
  public func node() -> HTMLNode {
    switch self.target {
    case .post(let action, let returnTo, let fields):
      return Markup.postButton(
        self.title,
        action: action,
        returnTo: returnTo,
        fields: fields,
        style: ButtonStyle(role: self.role, isChecked: self.isChecked, isDisabled: self.isDisabled)
      )
    case .link(let href):
      return Markup.element(
        "a",
        Markup.attribute("role", self.role),
        self.isChecked.map { Markup.attribute("aria-checked", $0 ? "true" : "false") } ?? .empty,
        self.isDisabled ? Markup.attribute("aria-disabled", "true") : Markup.attribute("href", href),
        Markup.text(self.title)
      )
    }
  }
}
