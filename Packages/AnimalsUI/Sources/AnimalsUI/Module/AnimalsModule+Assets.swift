import DomainRegistry

extension AnimalsModule {
  package static let stylesheetAsset = "animals.css"
  package static let scriptAsset = "animals.js"

  /// Where the host serves the asset `name` of the module `slug`.
  package static func assetPath(slug: String, name: String) -> String {
    "/_assets/\(slug)/\(name)"
  }

  public var assets: [ModuleAsset] {
    [
      ModuleAsset(name: Self.stylesheetAsset, contentType: "text/css; charset=utf-8", body: AnimalsAssets.stylesheet),
      ModuleAsset(name: Self.scriptAsset, contentType: "text/javascript; charset=utf-8", body: AnimalsAssets.script),
    ]
  }
}
