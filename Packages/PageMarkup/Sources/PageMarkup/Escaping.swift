extension Markup {
  /// Escapes `&`, `<`, `>` and both quotes for a double-quoted attribute value.
  public static func escapedAttribute(_ value: String) -> String {
    Self.escaped(value, where: { "&<>\"'".contains($0) })
  }

  /// Escapes `&`, `<` and `>` for text content. Unlike Plot's `.text`, an existing entity such
  /// as `&amp;` in a name stays visible exactly as typed.
  public static func escapedText(_ value: String) -> String {
    Self.escaped(value, where: { "&<>".contains($0) })
  }

  private static func escaped(_ value: String, where needsEscaping: (Character) -> Bool) -> String {
    // Most names need nothing: return them without building a copy.
    guard value.contains(where: needsEscaping) else { return value }
    var result = ""
    result.reserveCapacity(value.utf8.count + 16)
    for character in value {
      guard needsEscaping(character) else {
        result.append(character)
        continue
      }
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
}
