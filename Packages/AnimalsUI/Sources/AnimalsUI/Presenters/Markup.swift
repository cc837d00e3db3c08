import Plot

/// Small building blocks over Plot's untyped element API.
///
/// Plot escapes text nodes but writes attribute values as given, so every attribute written
/// here goes through `escapedAttribute`: animal names and ids are user input.
package typealias HTMLNode = Node<HTML.BodyContext>

package enum Markup {}

extension Markup {
  package static func element(_ name: String, _ nodes: [HTMLNode]) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  package static func element(_ name: String, _ nodes: HTMLNode...) -> HTMLNode {
    .element(named: name, nodes: nodes)
  }

  /// An element without content (`input`); a `nil` value writes a bare flag, and attributes
  /// are written in the given order.
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

  /// A boolean attribute (`disabled`, `selected`), present only when `isOn`.
  package static func flag(_ name: String, _ isOn: Bool) -> HTMLNode {
    isOn ? .attribute(named: name) : .empty
  }

  package static func text(_ text: String) -> HTMLNode {
    .raw(Self.escapedText(text))
  }

  package static func hiddenField(_ name: String, _ value: String) -> HTMLNode {
    Self.voidElement("input", [("type", "hidden"), ("name", name), ("value", value)])
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

  /// Escapes `&`, `<` and `>` for text content, so a name is shown exactly as typed.
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
