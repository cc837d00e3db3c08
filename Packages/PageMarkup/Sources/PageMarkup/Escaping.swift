extension Markup {
  /// Escapes `&`, `<`, `>` and both quotes for a double-quoted attribute value.
  public static func escapedAttribute(_ value: String) -> String {
    Self.escaped(value, quotes: true)
  }

  /// Escapes `&`, `<` and `>` for text content. Unlike Plot's `.text`, an existing entity such
  /// as `&amp;` in a name stays visible exactly as typed.
  public static func escapedText(_ value: String) -> String {
    Self.escaped(value, quotes: false)
  }

  // Works on UTF-8 bytes, not Characters: an HTML parser reads code points, so a quote followed by
  // a combining mark (one Character, `"\u{301}`) must still be escaped, and every character to
  // escape is ASCII, whose bytes never occur inside a multi-byte sequence. Bytes are also what
  // makes escaping cheap on large pages (the Quakes list escapes thousands of values).
  private static func escaped(_ value: String, quotes: Bool) -> String {
    let utf8 = value.utf8
    // Most values need nothing: return them without building a copy.
    guard utf8.contains(where: { Self.replacement(for: $0, quotes: quotes) != nil }) else { return value }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count + 16)
    for byte in utf8 {
      if let replacement = Self.replacement(for: byte, quotes: quotes) {
        bytes.append(contentsOf: replacement.utf8)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @inline(__always)
  private static func replacement(for byte: UInt8, quotes: Bool) -> String? {
    switch byte {
    case UInt8(ascii: "&"): "&amp;"
    case UInt8(ascii: "<"): "&lt;"
    case UInt8(ascii: ">"): "&gt;"
    case UInt8(ascii: "\"") where quotes: "&quot;"
    case UInt8(ascii: "'") where quotes: "&#39;"
    default: nil
    }
  }
}
