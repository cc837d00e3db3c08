import DomainRegistry

/// The Sendable description of one module the router needs: read once, on the main actor.
struct ModuleRoutes: Sendable {
  let slug: String
  let title: String
  let pages: [Page]
  let actions: [FormAction]
  let assets: [ModuleAsset]

  @MainActor init(_ module: any DomainModule) throws {
    slug = module.slug
    title = module.title
    pages = module.pages
    actions = module.actions
    assets = module.assets
    var seen: Set<String> = []
    for page in pages where !seen.insert(page.path).inserted {
      throw HostError.duplicatePage(slug: slug, path: page.path)
    }
  }

  func pageURL(_ page: Page) -> String {
    page.path.isEmpty ? "/\(slug)" : "/\(slug)/\(page.path)"
  }

  var stylesheets: [String] {
    assets.filter(\.isStylesheet).map { $0.path(slug: slug) }
  }
}

extension ModuleRoutes {
  /// The first segment of a path or page location, where a module's slug stands:
  /// `/quakes?date=2018-06-10` and `/quakes/actions/refresh` give `quakes`, `/` gives nothing.
  static func slug(of location: String) -> Substring {
    location.drop { $0 == "/" }.prefix { $0 != "/" && $0 != "?" }
  }
}
