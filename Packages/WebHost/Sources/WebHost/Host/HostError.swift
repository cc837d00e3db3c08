/// Why the host refused to start.
public enum HostError: Error, Equatable, CustomStringConvertible {
  case reservedSlug(String)
  case duplicatePage(slug: String, path: String)
  case invalidDataDirectory(String, reason: String)

  public var description: String {
    switch self {
    case .reservedSlug(let slug): "The module slug “\(slug)” is reserved by the host."
    case .duplicatePage(let slug, let path): "The module “\(slug)” declares the page “/\(path)” twice."
    case .invalidDataDirectory(let path, let reason): "Cannot use the data directory \(path): \(reason)"
    }
  }
}
