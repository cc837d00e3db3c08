/// The modules an app serves, in registration order. Apps fill it at runtime and hand it to a host.
///
/// Registration checks each slug (``isValidSlug(_:)``, no two alike), so a mistake stops the app
/// at start-up rather than shadowing a route. An app built on AppSupport receives the registry in
/// the closure of `HostOptions.serve`:
///
/// ```swift
/// try await options.serve(siteTitle: "Showcase") { registry in
///   try registry.register(CounterModule())
///   try registry.register(QuakesModule())
/// }
/// ```
///
/// ``enable(only:)`` then narrows what is served (`--modules counter`) without unregistering
/// anything, so the index and error messages can still name every module the app knows.
@MainActor
public final class ModuleRegistry {
  private var registered: [any DomainModule] = []
  private var enabledSlugs: Set<String>?

  /// An empty registry.
  public init() {}

  /// Adds `module`; a second module with the same slug is rejected.
  public func register(_ module: any DomainModule) throws(RegistryError) {
    guard Self.isValidSlug(module.slug) else { throw .invalidSlug(module.slug) }
    guard !registered.contains(where: { $0.slug == module.slug }) else {
      throw .duplicateSlug(module.slug)
    }
    registered.append(module)
  }

  /// Every registered slug, in registration order, whether enabled or not.
  public var registeredSlugs: [String] { registered.map(\.slug) }

  /// The enabled modules in registration order (all of them until `enable(only:)` is called).
  public var modules: [any DomainModule] {
    guard let enabledSlugs else { return registered }
    return registered.filter { enabledSlugs.contains($0.slug) }
  }

  /// The enabled module with `slug`, if any.
  public func module(slug: String) -> (any DomainModule)? {
    modules.first { $0.slug == slug }
  }

  /// Restricts the served modules to `slugs`. Unknown names are an error and change nothing.
  public func enable(only slugs: [String]) throws(RegistryError) {
    let unknown = slugs.filter { !registeredSlugs.contains($0) }
    guard unknown.isEmpty else { throw .unknownSlugs(unknown, available: registeredSlugs) }
    guard !slugs.isEmpty else { throw .noModulesEnabled }
    enabledSlugs = Set(slugs)
  }
}

extension ModuleRegistry {
  /// Lowercase ASCII letters, digits and `-`, starting with a letter: safe as a URL segment.
  nonisolated public static func isValidSlug(_ slug: String) -> Bool {
    guard let first = slug.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    return slug.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
  }
}
