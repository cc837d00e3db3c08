public import Plot

/// How a submit button presents itself to the eye and to assistive technology.
public struct ButtonStyle: Hashable, Sendable {
  /// The `class` attribute, if any.
  public var className: String?
  /// An accessible name when the visible title is not enough (`Delete Lion` for a `Delete` button).
  public var ariaLabel: String?
  /// An ARIA role when the button plays another part (`menuitem` in a menu).
  public var role: String?
  /// The checked state of a `menuitemradio` or `menuitemcheckbox`, written as `aria-checked`;
  /// `nil` writes nothing.
  public var isChecked: Bool?
  /// A disabled button cannot be pressed (and its form cannot be sent).
  public var isDisabled: Bool

  /// A style; every part is optional.
  public init(
    className: String? = nil,
    ariaLabel: String? = nil,
    role: String? = nil,
    isChecked: Bool? = nil,
    isDisabled: Bool = false
  ) {
    self.className = className
    self.ariaLabel = ariaLabel
    self.role = role
    self.isChecked = isChecked
    self.isDisabled = isDisabled
  }
}

extension ButtonStyle {
  /// The style's attributes, in a fixed order: `class`, `role`, `aria-checked`, `aria-label`, `disabled`.
  public var attributes: [HTMLNode] {
    [
      self.className.map { Markup.attribute("class", $0) } ?? .empty,
      self.role.map { Markup.attribute("role", $0) } ?? .empty,
      self.isChecked.map { Markup.attribute("aria-checked", $0 ? "true" : "false") } ?? .empty,
      self.ariaLabel.map { Markup.attribute("aria-label", $0) } ?? .empty,
      Markup.flag("disabled", self.isDisabled),
    ]
  }
}
