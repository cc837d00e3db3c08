extension ModuleAsset {
  /// The folder the host serves module `slug`'s assets from, `/_assets/<slug>/`: the one place
  /// that spells it, for pages, the host's routes and a base URL of relative asset names.
  public static func folder(slug: String) -> String {
    "/_assets/\(slug)/"
  }

  /// Where the host serves the asset `name` of module `slug`, the link a page writes:
  ///
  ///     ModuleAsset.path(slug: "counter", name: "counter.css")  // "/_assets/counter/counter.css"
  public static func path(slug: String, name: String) -> String {
    folder(slug: slug) + name
  }

  /// Where the host serves this asset for module `slug`.
  public func path(slug: String) -> String {
    Self.path(slug: slug, name: name)
  }
}
