public import Plot

/// A node of a page body: what presenters build and render.
public typealias HTMLNode = Node<HTML.BodyContext>

/// Small building blocks over Plot's untyped element API, shared by every module's presenters.
///
/// Plot escapes text nodes but writes attribute values as given; names, ids and search text are
/// user input, so every attribute value written here goes through `escapedAttribute`.
public enum Markup {}

extension Markup {
  /// An element named `name` holding `nodes` (its attributes and children).
  public static func element(_ name: String, _ nodes: [HTMLNode]) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  /// An element named `name` holding `nodes` (its attributes and children).
  public static func element(_ name: String, _ nodes: HTMLNode...) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  /// An element without content (`input`, `circle`); a `nil` value writes a bare flag, and
  /// attributes are written in the given order.
  public static func voidElement(_ name: String, _ attributes: [(String, String?)]) -> HTMLNode {
    .selfClosedElement(
      named: name,
      attributes: attributes.map { name, value in
        Attribute<HTML.BodyContext>(
          name: name,
          value: value.map(Self.escapedAttribute),
          ignoreIfValueIsEmpty: false
        )
      }
    )
  }

  /// An attribute with its value escaped; an empty value is written as a bare attribute.
  public static func attribute(_ name: String, _ value: String) -> HTMLNode {
    .attribute(named: name, value: Self.escapedAttribute(value), ignoreIfValueIsEmpty: false)
  }

  /// A boolean attribute (`disabled`, `hidden`, `selected`), present only when `isOn`.
  public static func flag(_ name: String, _ isOn: Bool) -> HTMLNode {
    isOn ? .attribute(named: name) : .empty
  }

  /// Text content, escaped.
  public static func text(_ text: String) -> HTMLNode {
    .raw(Self.escapedText(text))
  }

  /// A hidden form field: how a form carries local state (`return`, selection) to its action.
  public static func hiddenField(_ name: String, _ value: String) -> HTMLNode {
    Self.voidElement("input", [("type", "hidden"), ("name", name), ("value", value)])
  }
}
