/// Why registering or enabling modules failed.
public enum RegistryError: Error, Equatable, CustomStringConvertible {
  /// Two modules claim the same slug (the second is refused).
  case duplicateSlug(String)
  /// The slug is not a safe URL segment (see ``ModuleRegistry/isValidSlug(_:)``).
  case invalidSlug(String)
  /// ``ModuleRegistry/enable(only:)`` named slugs no module has; `available` lists those it has.
  case unknownSlugs([String], available: [String])
  /// ``ModuleRegistry/enable(only:)`` was given an empty list.
  case noModulesEnabled

  /// A sentence saying what is wrong and, where it helps, what to name instead.
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
