public import DomainRegistry
import Foundation

extension QuakesModule {
  nonisolated static let stylesheetAsset = "quakes.css"
  nonisolated static let scriptAsset = "quakes.js"
  nonisolated static let worldMapAsset = "world.svg"

  /// Where the host serves the asset `name` of the module `slug`.
  nonisolated static func assetPath(slug: String, name: String) -> String {
    ModuleAsset.path(slug: slug, name: name)
  }

  /// The stylesheet, the script, the world map, and the bundled USGS snapshots under
  /// `summary/`, where `--quakes-feed sample` points the remote store.
  public var assets: [ModuleAsset] {
    Self.bundledAssets
  }

  static let bundledAssets: [ModuleAsset] = {
    // The resource files; a missing one leaves the page unstyled or without script, never
    // without its content (the module's tests check both are there).
    var assets = [QuakesModule.stylesheetAsset, QuakesModule.scriptAsset].compactMap { name in
      try? ModuleAsset(resource: name, in: .module)
    }
    switch WorldMap.bundledSVG {
    case .success(let svg):
      assets.append(ModuleAsset(name: QuakesModule.worldMapAsset, contentType: "image/svg+xml", body: svg))
    case .failure:
      // The map then shows its circles on a plain background; `start` logs the cause.
      break
    }
    for name in SampleFeed.fileNames {
      if let data = try? SampleFeed.data(named: name), let body = String(data: data, encoding: .utf8) {
        assets.append(ModuleAsset(name: "summary/\(name)", contentType: "application/json", body: body))
      }
    }
    return assets
  }()
}
