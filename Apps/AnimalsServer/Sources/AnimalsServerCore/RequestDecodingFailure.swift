/// Tells a decoding error in words a client can act on: where in the body and why.
enum RequestDecodingFailure {
  static func describe(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      "\(Self.path(context.codingPath + [key])) is missing."
    case .valueNotFound(_, let context)?:
      "\(Self.path(context.codingPath)) is null."
    case .typeMismatch(let type, let context)?:
      "\(Self.path(context.codingPath)) is not a \(type)."
    case .dataCorrupted(let context)?:
      context.codingPath.isEmpty
        ? "it is not valid JSON."
        : "\(Self.path(context.codingPath)) is invalid: \(context.debugDescription)"
    default:
      String(describing: error)
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
    return path.isEmpty ? "the body" : "`\(path)`"
  }
}
