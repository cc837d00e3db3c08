import Plot

/// Small building blocks over Plot's untyped element API.
///
/// Plot escapes text nodes but writes attribute values as given, so every attribute here goes
/// through `escapedAttribute`.
package typealias HTMLNode = Node<HTML.BodyContext>

package enum Markup {}

extension Markup {
  package static func element(_ name: String, _ nodes: [HTMLNode]) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  package static func element(_ name: String, _ nodes: HTMLNode...) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  /// An element without content (`input`, `circle`); a `nil` value writes a bare flag, and
  /// attributes are written in the given order.
  package static func voidElement(_ name: String, _ attributes: [(String, String?)]) -> HTMLNode {
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

  package static func attribute(_ name: String, _ value: String) -> HTMLNode {
    .attribute(named: name, value: Self.escapedAttribute(value), ignoreIfValueIsEmpty: false)
  }

  /// A boolean attribute (`disabled`, `hidden`), present only when `isOn`.
  package static func flag(_ name: String, _ isOn: Bool) -> HTMLNode {
    isOn ? .attribute(named: name) : .empty
  }

  package static func text(_ text: String) -> HTMLNode {
    .raw(Self.escapedText(text))
  }
}

extension Markup {
  /// Escapes `&`, `<`, `>` and both quotes for a double-quoted attribute value.
  package static func escapedAttribute(_ value: String) -> String {
    guard value.contains(where: { "&<>\"'".contains($0) }) else { return value }
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    for character in value {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// Escapes `&`, `<` and `>` for text content. Unlike Plot's `.text`, an existing entity such
  /// as `&amp;` in a place name stays visible as typed.
  package static func escapedText(_ value: String) -> String {
    guard value.contains(where: { "&<>".contains($0) }) else { return value }
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    for character in value {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension Markup {
  /// Hidden fields that carry the rest of the local state through a GET form.
  package static func hiddenFields(_ local: QuakesLocalState, excluding excluded: String) -> [HTMLNode] {
    local.queryItems
      .filter { $0.name != excluded }
      .map { item in
        Self.voidElement("input", [("type", "hidden"), ("name", item.name), ("value", item.value ?? "")])
      }
  }
}
