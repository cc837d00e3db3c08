import Foundation

/// A single-pass parser for the USGS GeoJSON summary feed, straight from bytes to quakes.
///
/// Foundation's `JSONDecoder` builds a generic value tree and boxes every field the feed
/// carries (about 30 per feature) before the ~7 a `Quake` needs are read; on Linux that is most
/// of a refresh. This parser validates the whole document as JSON but only materialises the
/// fields it keeps, skipping the rest in place. Its errors are the `DecodingError`s the
/// `Decodable` path throws, with the same coding paths, so callers report them the same way.
struct FeedParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  private var depth = 0
  /// Features whose numbers were out of ``FeedValueLimits``.
  private var skipped = 0

  private init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The quakes of `data`, a feature collection; throws `DecodingError` for anything else.
  /// Features with a number out of ``FeedValueLimits`` are left out.
  static func quakes(from data: Data) throws -> [Quake] {
    try self.feed(from: data).quakes
  }

  /// The quakes of `data` and how many features were skipped for out-of-range numbers.
  static func feed(from data: Data) throws -> RemoteFeed {
    try data.withUnsafeBytes { raw in
      var parser = FeedParser(bytes: raw.bindMemory(to: UInt8.self))
      let quakes = try parser.parseDocument()
      return RemoteFeed(quakes: quakes, skippedFeatureCount: parser.skipped)
    }
  }
}

// MARK: - Coding paths and errors

extension FeedParser {
  /// A coding-path element, as `JSONDecoder` reports them (`intValue` for array indices).
  struct Key: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
      self.stringValue = stringValue
      self.intValue = nil
    }

    init(intValue: Int) {
      self.stringValue = "Index \(intValue)"
      self.intValue = intValue
    }

    static let features = Key(stringValue: "features")
  }

  /// Where the bytes stop being JSON.
  struct SyntaxError: Error, CustomStringConvertible {
    let description: String
  }

  private func syntaxError(_ what: String) -> DecodingError {
    let location = self.index < self.bytes.count ? "at byte \(self.index)" : "at the end of the data"
    return DecodingError.dataCorrupted(
      .init(
        codingPath: [],
        debugDescription: "The given data was not valid JSON.",
        underlyingError: SyntaxError(description: "\(what) \(location)")
      )
    )
  }

  private func typeMismatch(_ type: Any.Type, _ path: [Key]) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(self.kindOfNextValue).")
    )
  }

  private var kindOfNextValue: String {
    guard self.index < self.bytes.count else { return "nothing" }
    switch self.bytes[self.index] {
    case UInt8(ascii: "{"): return "a dictionary"
    case UInt8(ascii: "["): return "an array"
    case UInt8(ascii: "\""): return "a string"
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a bool"
    case UInt8(ascii: "n"): return "null"
    default: return "a number"
    }
  }
}

// MARK: - The feed's structure

extension FeedParser {
  private mutating func parseDocument() throws -> [Quake] {
    self.skipWhitespace()
    guard self.peek() == UInt8(ascii: "{") else {
      if self.index >= self.bytes.count { throw self.syntaxError("No value") }
      try self.skipValue()  // A syntax error wins over a type mismatch, as in JSONDecoder.
      throw DecodingError.typeMismatch(
        [String: Any].self,
        .init(codingPath: [], debugDescription: "Expected a feature collection object.")
      )
    }
    var quakes: [Quake]?
    try self.parseObject { parser, key in
      if Self.matches(key, "features") {
        quakes = try parser.parseFeatures()
      } else {
        try parser.skipValue()
      }
    }
    self.skipWhitespace()
    guard self.index == self.bytes.count else {
      throw self.syntaxError("Unexpected text after the document")
    }
    guard let quakes else {
      throw DecodingError.keyNotFound(
        Key.features,
        .init(codingPath: [], debugDescription: "No value associated with key \"features\".")
      )
    }
    return quakes
  }

  private mutating func parseFeatures() throws -> [Quake] {
    func path() -> [Key] { [Key.features] }
    guard self.peek() == UInt8(ascii: "[") else {
      try self.expectValueThenThrow(self.typeMismatch(Array<Any>.self, path()))
    }
    var quakes = [Quake]()
    var position = 0
    try self.parseArray { parser in
      let index = position
      if let quake = try parser.parseFeature(path: { path() + [Key(intValue: index)] }) {
        quakes.append(quake)
      } else {
        parser.skipped += 1
      }
      position += 1
    }
    return quakes
  }

  /// The fields of one feature that a quake needs; `nil` until seen.
  private struct Feature {
    var id: String?
    var hasProperties = false
    var magnitude: Double?
    var place: String?
    var time: Double?
    var updated: Double?
    var hasGeometry = false
    var coordinates: [Double]?
  }

  /// One feature's quake, or `nil` when a number is out of range.
  private mutating func parseFeature(path: () -> [Key]) throws -> Quake? {
    guard self.peek() == UInt8(ascii: "{") else {
      try self.expectValueThenThrow(self.typeMismatch([String: Any].self, path()))
    }
    var feature = Feature()
    try self.parseObject { parser, key in
      if Self.matches(key, "id") {
        feature.id = try parser.parseString(path: { path() + [Key(stringValue: "id")] })
      } else if Self.matches(key, "properties") {
        try parser.parseProperties(into: &feature, path: { path() + [Key(stringValue: "properties")] })
        feature.hasProperties = true
      } else if Self.matches(key, "geometry") {
        try parser.parseGeometry(into: &feature, path: { path() + [Key(stringValue: "geometry")] })
        feature.hasGeometry = true
      } else {
        try parser.skipValue()
      }
    }
    return try Self.quake(from: feature, path: path)
  }

  private mutating func parseProperties(into feature: inout Feature, path: () -> [Key]) throws {
    guard self.peek() == UInt8(ascii: "{") else {
      try self.expectValueThenThrow(self.typeMismatch([String: Any].self, path()))
    }
    try self.parseObject { parser, key in
      if Self.matches(key, "mag") {
        feature.magnitude = try parser.parseOptionalNumber(path: { path() + [Key(stringValue: "mag")] })
      } else if Self.matches(key, "place") {
        feature.place = try parser.parseOptionalString(path: { path() + [Key(stringValue: "place")] })
      } else if Self.matches(key, "time") {
        feature.time = try parser.parseRequiredNumber(path: { path() + [Key(stringValue: "time")] })
      } else if Self.matches(key, "updated") {
        feature.updated = try parser.parseRequiredNumber(path: { path() + [Key(stringValue: "updated")] })
      } else {
        try parser.skipValue()
      }
    }
  }

  private mutating func parseGeometry(into feature: inout Feature, path: () -> [Key]) throws {
    guard self.peek() == UInt8(ascii: "{") else {
      try self.expectValueThenThrow(self.typeMismatch([String: Any].self, path()))
    }
    try self.parseObject { parser, key in
      guard Self.matches(key, "coordinates") else {
        try parser.skipValue()
        return
      }
      func coordinatesPath() -> [Key] { path() + [Key(stringValue: "coordinates")] }
      guard parser.peek() == UInt8(ascii: "[") else {
        try parser.expectValueThenThrow(parser.typeMismatch(Array<Double>.self, coordinatesPath()))
      }
      var coordinates = [Double]()
      var position = 0
      try parser.parseArray { parser in
        coordinates.append(try parser.parseRequiredNumber(path: { coordinatesPath() + [Key(intValue: position)] }))
        position += 1
      }
      feature.coordinates = coordinates
    }
  }

  /// Checks the feature in the order the `Decodable` path reads it, so errors name the same key;
  /// `nil` for a well-formed feature whose numbers are out of ``FeedValueLimits``.
  private static func quake(from feature: Feature, path: () -> [Key]) throws -> Quake? {
    func missing(_ key: String, in path: [Key]) -> DecodingError {
      DecodingError.keyNotFound(
        Key(stringValue: key),
        .init(codingPath: path, debugDescription: "No value associated with key \"\(key)\".")
      )
    }
    // Paths are built only for an error: they cost allocations the good path does not need.
    guard let id = feature.id else { throw missing("id", in: path()) }
    guard feature.hasProperties else { throw missing("properties", in: path()) }
    guard feature.hasGeometry else { throw missing("geometry", in: path()) }
    func geometryPath() -> [Key] { path() + [Key(stringValue: "geometry")] }
    guard let coordinates = feature.coordinates else { throw missing("coordinates", in: geometryPath()) }
    guard coordinates.count >= 2 else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: geometryPath() + [Key(stringValue: "coordinates")],
          debugDescription: "needs [longitude, latitude], found \(coordinates.count) numbers"
        )
      )
    }
    func propertiesPath() -> [Key] { path() + [Key(stringValue: "properties")] }
    guard let time = feature.time else { throw missing("time", in: propertiesPath()) }
    guard let updated = feature.updated else { throw missing("updated", in: propertiesPath()) }
    guard
      FeedValueLimits.accepts(
        magnitude: feature.magnitude,
        time: time,
        updated: updated,
        longitude: coordinates[0],
        latitude: coordinates[1],
        depth: coordinates.count > 2 ? coordinates[2] : nil
      )
    else { return nil }
    return Quake(
      quakeId: id,
      // USGS can send a null magnitude; 0 makes the reducer drop the quake.
      magnitude: feature.magnitude ?? 0,
      // The feed's dates are milliseconds since 1970, converted as `.millisecondsSince1970` does.
      time: Date(timeIntervalSince1970: time / 1000),
      updated: Date(timeIntervalSince1970: updated / 1000),
      // A few old events have no place name; the quake itself is still worth keeping.
      name: feature.place ?? "",
      longitude: coordinates[0],
      latitude: coordinates[1]
    )
  }
}

// MARK: - Typed values

extension FeedParser {
  private mutating func parseString(path: () -> [Key]) throws -> String {
    guard self.peek() == UInt8(ascii: "\"") else {
      if self.peek() == UInt8(ascii: "n") {
        try self.skipValue()
        throw DecodingError.valueNotFound(String.self, .init(codingPath: path(), debugDescription: "Found null."))
      }
      try self.expectValueThenThrow(self.typeMismatch(String.self, path()))
    }
    return try self.parseStringLiteral()
  }

  private mutating func parseOptionalString(path: () -> [Key]) throws -> String? {
    if try self.skipNull() { return nil }
    return try self.parseString(path: path)
  }

  private mutating func parseRequiredNumber(path: () -> [Key]) throws -> Double {
    guard let number = try self.parseNumberIfPresent() else {
      if self.peek() == UInt8(ascii: "n") {
        try self.skipValue()
        throw DecodingError.valueNotFound(Double.self, .init(codingPath: path(), debugDescription: "Found null."))
      }
      try self.expectValueThenThrow(self.typeMismatch(Double.self, path()))
    }
    return number
  }

  private mutating func parseOptionalNumber(path: () -> [Key]) throws -> Double? {
    if try self.skipNull() { return nil }
    return try self.parseRequiredNumber(path: path)
  }

  /// Reports a wrong-typed value, unless the value is not even JSON (then that is the error).
  private mutating func expectValueThenThrow(_ error: DecodingError) throws -> Never {
    try self.skipValue()
    throw error
  }
}

// MARK: - JSON grammar

extension FeedParser {
  /// Nesting deeper than this is refused rather than risking the stack.
  private static let maximumDepth = 512

  /// Whether a key's raw bytes are `name`: a length check and a `memcmp`, no `String`.
  private static func matches(_ key: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    guard key.count == name.utf8CodeUnitCount, let base = key.baseAddress else { return key.count == 0 && name.utf8CodeUnitCount == 0 }
    return memcmp(base, name.utf8Start, key.count) == 0
  }

  private func peek() -> UInt8? {
    self.index < self.bytes.count ? self.bytes[self.index] : nil
  }

  private mutating func skipWhitespace() {
    while self.index < self.bytes.count {
      switch self.bytes[self.index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        self.index += 1
      default:
        return
      }
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard self.peek() == byte else { throw self.syntaxError("Expected \(what)") }
    self.index += 1
  }

  private mutating func enter() throws {
    self.depth += 1
    if self.depth > Self.maximumDepth { throw self.syntaxError("Too deeply nested") }
  }

  /// Calls `member` with each key's raw bytes, the parser positioned on its value.
  private mutating func parseObject(
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
  private mutating func parseArray(_ element: (inout FeedParser) throws -> Void) throws {
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
  private enum RawKey {
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

  private mutating func parseKey() throws -> RawKey {
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
  private mutating func parseStringLiteral() throws -> String {
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

  private mutating func parseEscapedString(from start: Int) throws -> String {
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
  private mutating func parseUnicodeEscape() throws -> Unicode.Scalar {
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

  private mutating func parseHex4() throws -> UInt32 {
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

  private mutating func skipNull() throws -> Bool {
    guard self.peek() == UInt8(ascii: "n") else { return false }
    try self.skipLiteral("null")
    return true
  }

  private mutating func skipLiteral(_ literal: StaticString) throws {
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
  private mutating func parseNumberIfPresent() throws -> Double? {
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

  private mutating func skipDigits() throws -> Int {
    let start = self.index
    while let byte = self.peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
      self.index += 1
    }
    return self.index - start
  }

  /// Converts an already validated number; the copy gives `strtod` its terminating zero.
  private func convert(_ range: Range<Int>) -> Double {
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
  private mutating func skipValue() throws {
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
  private mutating func skipString() throws {
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
