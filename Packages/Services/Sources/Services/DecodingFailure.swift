public import Foundation

/// A decoding error told in words: where in the document it failed and why.
///
/// Foundation's own `localizedDescription` for `DecodingError` is a generic sentence on Linux,
/// which tells a user nothing, so the path and reason are kept here. Clients use it for the
/// responses they read, the AnimalsServer for the requests it reads.
public struct DecodingFailure: Swift.Error, Sendable {
  /// The coding path, e.g. `features[3].properties.time`.
  public let path: String
  /// What went wrong at that path.
  public let reason: String

  /// Reads a `DecodingError`; any other error is kept as its description, with an empty path.
  public init(_ error: any Swift.Error) {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      self.path = Self.path(context.codingPath + [key])
      self.reason = "is missing"
    case .valueNotFound(_, let context)?:
      self.path = Self.path(context.codingPath)
      self.reason = "is null"
    case .typeMismatch(let type, let context)?:
      self.path = Self.path(context.codingPath)
      self.reason = "is not a \(type)"
    case .dataCorrupted(let context)?:
      self.path = Self.path(context.codingPath)
      let detail = context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
      let underlying = context.underlyingError.map { " (\(String(describing: $0)))" } ?? ""
      // An empty path means the bytes themselves are not JSON; otherwise a value was refused.
      self.reason =
        context.codingPath.isEmpty
        ? "is not valid JSON: \(detail)\(underlying)"
        : "is invalid: \(detail)\(underlying)"
    default:
      self.path = ""
      self.reason = String(describing: error)
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    var path = ""
    for key in codingPath {
      if let index = key.intValue {
        path += "[\(index)]"
      } else {
        path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return path
  }
}

extension DecodingFailure {
  /// The failure as a clause: "`path` reason", or "`document` reason" when it is at the top,
  /// e.g. "`query[0]` is missing" or "the body is not valid JSON: …".
  public func clause(document: String) -> String {
    "\(self.path.isEmpty ? document : "`\(self.path)`") \(self.reason)"
  }
}

extension DecodingFailure: LocalizedError {
  public var errorDescription: String? {
    "The response could not be decoded: \(self.clause(document: "the document"))."
  }
}
