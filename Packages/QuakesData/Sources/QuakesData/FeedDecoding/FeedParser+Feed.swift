import Foundation

// The feed's structure: the document, its features, their properties and geometry, and the
// typed values read from them.

extension FeedParser {
  mutating func parseDocument() throws -> [Quake] {
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

  mutating func parseFeatures() throws -> [Quake] {
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
  struct Feature {
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
  mutating func parseFeature(path: () -> [Key]) throws -> Quake? {
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

  mutating func parseProperties(into feature: inout Feature, path: () -> [Key]) throws {
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

  mutating func parseGeometry(into feature: inout Feature, path: () -> [Key]) throws {
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
  static func quake(from feature: Feature, path: () -> [Key]) throws -> Quake? {
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
  mutating func parseString(path: () -> [Key]) throws -> String {
    guard self.peek() == UInt8(ascii: "\"") else {
      if self.peek() == UInt8(ascii: "n") {
        try self.skipValue()
        throw DecodingError.valueNotFound(String.self, .init(codingPath: path(), debugDescription: "Found null."))
      }
      try self.expectValueThenThrow(self.typeMismatch(String.self, path()))
    }
    return try self.parseStringLiteral()
  }

  mutating func parseOptionalString(path: () -> [Key]) throws -> String? {
    if try self.skipNull() { return nil }
    return try self.parseString(path: path)
  }

  mutating func parseRequiredNumber(path: () -> [Key]) throws -> Double {
    guard let number = try self.parseNumberIfPresent() else {
      if self.peek() == UInt8(ascii: "n") {
        try self.skipValue()
        throw DecodingError.valueNotFound(Double.self, .init(codingPath: path(), debugDescription: "Found null."))
      }
      try self.expectValueThenThrow(self.typeMismatch(Double.self, path()))
    }
    return number
  }

  mutating func parseOptionalNumber(path: () -> [Key]) throws -> Double? {
    if try self.skipNull() { return nil }
    return try self.parseRequiredNumber(path: path)
  }

  /// Reports a wrong-typed value, unless the value is not even JSON (then that is the error).
  mutating func expectValueThenThrow(_ error: DecodingError) throws -> Never {
    try self.skipValue()
    throw error
  }
}
