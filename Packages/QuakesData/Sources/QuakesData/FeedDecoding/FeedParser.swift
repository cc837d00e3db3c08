import Foundation

/// A single-pass parser for the USGS GeoJSON summary feed, straight from bytes to quakes.
///
/// Foundation's `JSONDecoder` builds a generic value tree and boxes every field the feed
/// carries (about 30 per feature) before the ~7 a `Quake` needs are read; on Linux that is most
/// of a refresh. This parser validates the whole document as JSON but only materialises the
/// fields it keeps, skipping the rest in place. Its errors are the `DecodingError`s the
/// `Decodable` path throws, with the same coding paths, so callers report them the same way.
struct FeedParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  /// Features whose numbers were out of ``FeedValueLimits``.
  var skipped = 0

  init(bytes: UnsafeBufferPointer<UInt8>) {
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

  func syntaxError(_ what: String) -> DecodingError {
    let location = self.index < self.bytes.count ? "at byte \(self.index)" : "at the end of the data"
    return DecodingError.dataCorrupted(
      .init(
        codingPath: [],
        debugDescription: "The given data was not valid JSON.",
        underlyingError: SyntaxError(description: "\(what) \(location)")
      )
    )
  }

  func typeMismatch(_ type: Any.Type, _ path: [Key]) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(self.kindOfNextValue).")
    )
  }

  var kindOfNextValue: String {
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
