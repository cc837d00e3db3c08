/// A toolbar menu: a button that opens a list of items, each a POST button or a link.
///
/// It is drawn as `<details>`/`<summary>`, so it opens and closes without JavaScript.
public struct Menu: Sendable {
  /// The button's text, also the menu's accessible name.
  public var title: String
  /// The base class: the menu gets `className`, its button `className-button`, group headings
  /// `className-heading`.
  public var className: String
  /// An `id` for the `<details>` element, so a script can keep the menu open across a redraw.
  public var id: String?
  /// A disabled menu is a disabled button that cannot open.
  public var isDisabled: Bool
  /// The items, in order.
  public var entries: [MenuEntry]

  /// A menu titled `title` listing `entries`.
  public init(
    _ title: String,
    className: String = "menu",
    id: String? = nil,
    isDisabled: Bool = false,
    entries: [MenuEntry]
  ) {
    self.title = title
    self.className = className
    self.id = id
    self.isDisabled = isDisabled
    self.entries = entries
  }
}

/// One line of a menu: an item, or a titled group of items (a radio group such as "Sort Order").
public enum MenuEntry: Sendable {
  /// One item on its own.
  case item(MenuItem)
  /// Items under a heading, announced as a group named by it.
  case group(String, [MenuItem])
}

/// One item of a menu.
public struct MenuItem: Sendable {
  /// What choosing the item does.
  public enum Target: Sendable {
    /// Goes to `href` (changes only local state, such as the sort order).
    case link(href: String)
    /// Posts `fields` and the `return` location to `action`.
    case post(action: String, returnTo: String, fields: [(name: String, value: String)])
  }

  /// The item's name, without a glyph for its state: the checked state is `isChecked`.
  public var title: String
  /// What choosing the item does.
  public var target: Target
  /// `nil` for a plain `menuitem`; otherwise the item is a `menuitemradio` announced as checked
  /// or not (`aria-checked`).
  public var isChecked: Bool?
  /// A disabled item is shown but cannot be chosen.
  public var isDisabled: Bool

  /// An item choosing `target`.
  public init(_ title: String, target: Target, isChecked: Bool? = nil, isDisabled: Bool = false) {
    self.title = title
    self.target = target
    self.isChecked = isChecked
    self.isDisabled = isDisabled
  }
}

extension MenuItem {
  /// An item that goes to `href`.
  public static func link(_ title: String, href: String, isChecked: Bool? = nil, isDisabled: Bool = false) -> Self {
    Self(title, target: .link(href: href), isChecked: isChecked, isDisabled: isDisabled)
  }

  /// An item that posts to `action` and comes back to `returnTo`.
  public static func post(
    _ title: String,
    action: String,
    returnTo: String,
    fields: [(name: String, value: String)] = [],
    isChecked: Bool? = nil,
    isDisabled: Bool = false
  ) -> Self {
    Self(title, target: .post(action: action, returnTo: returnTo, fields: fields), isChecked: isChecked, isDisabled: isDisabled)
  }

  /// `menuitemradio` when the item has a checked state, else `menuitem`.
  public var role: String { self.isChecked == nil ? "menuitem" : "menuitemradio" }
}
