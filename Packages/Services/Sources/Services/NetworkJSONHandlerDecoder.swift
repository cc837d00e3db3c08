public import Foundation

/// What the JSON handler needs from a decoder; `JSONDecoder` is the one products use.
///
/// The book's injection point: tests of the JSON handler pass a double to see what reaches it.
public protocol NetworkJSONHandlerDecoder {
  /// Decodes a `T` from `data`, or throws.
  func decode<T>(_ type: T.Type, from data: Data) throws -> T where T: Decodable
}

extension JSONDecoder: NetworkJSONHandlerDecoder {}
