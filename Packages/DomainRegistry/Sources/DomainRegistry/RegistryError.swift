/// Why registering or enabling modules failed.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
  case duplicateSlug(String)
  case invalidSlug(String)
  case unknownSlugs([String], available: [String])
  case noModulesEnabled

  public var description: String {
    switch self {
    case .duplicateSlug(let slug):
      "A module with the slug “\(slug)” is already registered."
    case .invalidSlug(let slug):
      "“\(slug)” is not a valid module slug (use lowercase letters, digits and “-”, starting with a letter)."
    case .unknownSlugs(let unknown, let available):
      "Unknown module\(unknown.count == 1 ? "" : "s"): \(unknown.joined(separator: ", ")). Available: \(available.joined(separator: ", "))."
    case .noModulesEnabled:
      "No modules were named; name at least one."
    }
  }
}
