import DomainRegistry
import Foundation

extension QuakesModule {
  package static let stylesheetAsset = "quakes.css"
  package static let scriptAsset = "quakes.js"
  package static let worldMapAsset = "world.svg"

  /// Where the host serves the asset `name` of the module `slug`.
  package static func assetPath(slug: String, name: String) -> String {
    "/_assets/\(slug)/\(name)"
  }

  /// The stylesheet, the script, the world map, and the bundled USGS snapshots under
  /// `summary/`, where `--quakes-feed sample` points the remote store.
  public var assets: [ModuleAsset] {
    Self.bundledAssets
  }

  private static let bundledAssets: [ModuleAsset] = {
    var assets = [
      ModuleAsset(name: QuakesModule.stylesheetAsset, contentType: "text/css; charset=utf-8", body: QuakesAssets.stylesheet),
      ModuleAsset(name: QuakesModule.scriptAsset, contentType: "text/javascript; charset=utf-8", body: QuakesAssets.script),
    ]
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
