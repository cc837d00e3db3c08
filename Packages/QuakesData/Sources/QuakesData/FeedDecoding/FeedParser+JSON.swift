import Foundation

// The JSON grammar the feed is written in: a scanner over the document's bytes, bounded in
// depth, that reads keys without making strings and skips what the feed does not use.

extension FeedParser {
  /// Nesting deeper than this is refused rather than risking the stack.
  static let maximumDepth = 512

  /// Whether a key's raw bytes are `name`: a length check and a `memcmp`, no `String`.
  static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard key.count == name.utf8CodeUnitCount, let base = key.baseAddress else { return key.count == 0 && name.utf8CodeUnitCount == 0 }
    return memcmp(base, name.utf8Start, key.count) == 0
  }

  func peek() -> UInt8? {
    self.index < self.bytes.count ? self.bytes[self.index] : nil
  }

  mutating func skipWhitespace() {
    while self.index < self.bytes.count {
      switch self.bytes[self.index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        self.index += 1
      default:
        return
      }
    }
  }

  mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard self.peek() == byte else { throw self.syntaxError("Expected \(what)") }
    self.index += 1
  }

  mutating func enter() throws {
    self.depth += 1
    if self.depth > Self.maximumDepth { throw self.syntaxError("Too deeply nested") }
  }

  /// Calls `member` with each key's raw bytes, the parser positioned on its value.
  mutating func parseObject(
    _ member: (inout FeedParser, UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    try self.enter()
    self.index += 1  // "{"
    self.skipWhitespace()
    if self.peek() == UInt8(ascii: "}") {
      self.index += 1
      self.depth -= 1
      return
    }
    while true {
      self.skipWhitespace()
      guard self.peek() == UInt8(ascii: "\"") else { throw self.syntaxError("Expected a key") }
      let key = try self.parseKey()
      self.skipWhitespace()
      try self.expect(UInt8(ascii: ":"), "\":\"")
      self.skipWhitespace()
      try key.withRawBytes { key in try member(&self, key) }
      self.skipWhitespace()
      switch self.peek() {
      case UInt8(ascii: ",")?:
        self.index += 1
      case UInt8(ascii: "}")?:
        self.index += 1
        self.depth -= 1
        return
      default:
        throw self.syntaxError("Expected \",\" or \"}\"")
      }
    }
  }

  /// Calls `element` with the parser positioned on each element.
  mutating func parseArray(_ element: (inout FeedParser) throws -> Void) throws {
    try self.enter()
    self.index += 1  // "["
    self.skipWhitespace()
    if self.peek() == UInt8(ascii: "]") {
      self.index += 1
      self.depth -= 1
      return
    }
    while true {
      self.skipWhitespace()
      try element(&self)
      self.skipWhitespace()
      switch self.peek() {
      case UInt8(ascii: ",")?:
        self.index += 1
      case UInt8(ascii: "]")?:
        self.index += 1
        self.depth -= 1
        return
      default:
        throw self.syntaxError("Expected \",\" or \"]\"")
      }
    }
  }

  /// A key: its bytes in place when it has no escapes (every key of the feed), else decoded.
  enum RawKey {
    case inPlace(UnsafeBufferPointer<UInt8>)
    case decoded(String)

    func withRawBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) throws -> T {
      switch self {
      case .inPlace(let bytes):
        return try body(bytes)
      case .decoded(let string):
        var string = string
        return try string.withUTF8(body)
      }
    }
  }

  mutating func parseKey() throws -> RawKey {
    let start = self.index + 1
    var end = start
    while end < self.bytes.count {
      let byte = self.bytes[end]
      if byte == UInt8(ascii: "\"") {
        self.index = end + 1
        return .inPlace(UnsafeBufferPointer(rebasing: self.bytes[start..<end]))
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    return .decoded(try self.parseStringLiteral())
  }

  /// A string literal starting at the opening quote, escapes decoded.
  mutating func parseStringLiteral() throws -> String {
    self.index += 1  // opening quote
    let start = self.index
    while self.index < self.bytes.count {
      let byte = self.bytes[self.index]
      if byte == UInt8(ascii: "\"") {
        let string = String(decoding: UnsafeBufferPointer(rebasing: self.bytes[start..<self.index]), as: UTF8.self)
        self.index += 1
        return string
      }
      if byte == UInt8(ascii: "\\") {
        return try self.parseEscapedString(from: start)
      }
      if byte < 0x20 { throw self.syntaxError("Unescaped control character in a string") }
      self.index += 1
    }
    throw self.syntaxError("Unterminated string")
  }

  mutating func parseEscapedString(from start: Int) throws -> String {
    var utf8 = Array(UnsafeBufferPointer(rebasing: self.bytes[start..<self.index]))
    while self.index < self.bytes.count {
      let byte = self.bytes[self.index]
      self.index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escape = self.peek() else { throw self.syntaxError("Unterminated string") }
        self.index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: String(Character(try self.parseUnicodeEscape())).utf8)
        default: throw self.syntaxError("Invalid escape in a string")
        }
      default:
        if byte < 0x20 { throw self.syntaxError("Unescaped control character in a string") }
        utf8.append(byte)
      }
    }
    throw self.syntaxError("Unterminated string")
  }

  /// The scalar of `\uXXXX` (the `\u` already read), joining a UTF-16 surrogate pair.
  mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
    let high = try self.parseHex4()
    if (0xD800..<0xDC00).contains(high) {
      guard self.peek() == UInt8(ascii: "\\"), self.index + 1 < self.bytes.count,
        self.bytes[self.index + 1] == UInt8(ascii: "u")
      else { throw self.syntaxError("Unpaired UTF-16 surrogate in a string") }
      self.index += 2
      let low = try self.parseHex4()
      guard (0xDC00..<0xE000).contains(low) else { throw self.syntaxError("Invalid UTF-16 surrogate pair in a string") }
      // Always a valid scalar (0x10000...0x10FFFF), but a failable init is kept honest.
      guard let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)) else {
        throw self.syntaxError("Invalid UTF-16 surrogate pair in a string")
      }
      return scalar
    }
    guard let scalar = Unicode.Scalar(high) else { throw self.syntaxError("Unpaired UTF-16 surrogate in a string") }
    return scalar
  }

  mutating func parseHex4() throws -> UInt32 {
    guard self.index + 4 <= self.bytes.count else { throw self.syntaxError("Unterminated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = self.bytes[self.index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw self.syntaxError("Invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
      self.index += 1
    }
    return value
  }

  mutating func skipNull() throws -> Bool {
    guard self.peek() == UInt8(ascii: "n") else { return false }
    try self.skipLiteral("null")
    return true
  }

  mutating func skipLiteral(_ literal: StaticString) throws {
    let count = literal.utf8CodeUnitCount
    guard self.index + count <= self.bytes.count, let base = self.bytes.baseAddress,
      memcmp(base + self.index, literal.utf8Start, count) == 0
    else { throw self.syntaxError("Invalid literal") }
    self.index += count
  }

  /// A JSON number at the current position, or `nil` (nothing consumed) if none starts here.
  ///
  /// Integers of up to 15 digits are exact in a `Double` and converted directly; anything else
  /// goes through `strtod`, which rounds correctly, as `JSONDecoder` does.
  mutating func parseNumberIfPresent() throws -> Double? {
    guard let first = self.peek(), first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    else { return nil }
    let start = self.index
    var isNegative = false
    if first == UInt8(ascii: "-") {
      isNegative = true
      self.index += 1
    }
    let digitsStart = self.index
    var integer: Int64 = 0
    while let byte = self.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      integer = integer &* 10 &+ Int64(byte - UInt8(ascii: "0"))
      self.index += 1
    }
    let digitCount = self.index - digitsStart
    guard digitCount > 0 else { throw self.syntaxError("Invalid number") }
    if digitCount > 1, self.bytes[digitsStart] == UInt8(ascii: "0") { throw self.syntaxError("Number with a leading zero") }
    var isInteger = true
    if self.peek() == UInt8(ascii: ".") {
      isInteger = false
      self.index += 1
      guard try self.skipDigits() > 0 else { throw self.syntaxError("Invalid number") }
    }
    if self.peek() == UInt8(ascii: "e") || self.peek() == UInt8(ascii: "E") {
      isInteger = false
      self.index += 1
      if self.peek() == UInt8(ascii: "+") || self.peek() == UInt8(ascii: "-") { self.index += 1 }
      guard try self.skipDigits() > 0 else { throw self.syntaxError("Invalid number") }
    }
    if isInteger, digitCount <= 15 {
      return isNegative ? -Double(integer) : Double(integer)
    }
    return self.convert(start..<self.index)
  }

  mutating func skipDigits() throws -> Int {
    let start = self.index
    while let byte = self.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      self.index += 1
    }
    return self.index - start
  }

  /// Converts an already validated number; the copy gives `strtod` its terminating zero.
  func convert(_ range: Range<Int>) -> Double {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: range.count + 1) { buffer in
      for offset in 0..<range.count {
        buffer[offset] = CChar(bitPattern: self.bytes[range.lowerBound + offset])
      }
      buffer[range.count] = 0
      guard let start = buffer.baseAddress else { return .nan }
      return strtod(start, nil)
    }
  }

  /// Skips any value, checking that it is well-formed JSON.
  mutating func skipValue() throws {
    switch self.peek() {
    case UInt8(ascii: "{")?:
      try self.parseObject { parser, _ in try parser.skipValue() }
    case UInt8(ascii: "[")?:
      try self.parseArray { parser in try parser.skipValue() }
    case UInt8(ascii: "\"")?:
      try self.skipString()
    case UInt8(ascii: "t")?:
      try self.skipLiteral("true")
    case UInt8(ascii: "f")?:
      try self.skipLiteral("false")
    case UInt8(ascii: "n")?:
      try self.skipLiteral("null")
    case nil:
      throw self.syntaxError("Unexpected end of data")
    default:
      guard try self.parseNumberIfPresent() != nil else { throw self.syntaxError("Unexpected character") }
    }
  }

  /// Skips a string without building it, still refusing bad escapes and control characters.
  mutating func skipString() throws {
    self.index += 1
    while self.index < self.bytes.count {
      let byte = self.bytes[self.index]
      self.index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return
      case UInt8(ascii: "\\"):
        guard let escape = self.peek() else { throw self.syntaxError("Unterminated string") }
        self.index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          break
        case UInt8(ascii: "u"):
          _ = try self.parseUnicodeEscape()
        default:
          throw self.syntaxError("Invalid escape in a string")
        }
      default:
        if byte < 0x20 { throw self.syntaxError("Unescaped control character in a string") }
      }
    }
    throw self.syntaxError("Unterminated string")
  }
}
