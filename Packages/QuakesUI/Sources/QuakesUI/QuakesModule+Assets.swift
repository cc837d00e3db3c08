import DomainRegistry
import Foundation

extension QuakesModule {
  nonisolated static let stylesheetAsset = "quakes.css"
  nonisolated static let scriptAsset = "quakes.js"
  nonisolated static let worldMapAsset = "world.svg"

  /// Where the host serves the asset `name` of the module `slug`.
  nonisolated static func assetPath(slug: String, name: String) -> String {
    "/_assets/\(slug)/\(name)"
  }

  /// The stylesheet, the script, the world map, and the bundled USGS snapshots under
  /// `summary/`, where `--quakes-feed sample` points the remote store.
  public var assets: [ModuleAsset] {
    Self.bundledAssets
  }

  /// The text of a bundled resource file (`Resources/<name>`), or `nil` if it is missing.
  nonisolated static func resource(_ name: String) -> String? {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil) else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }

  private static let bundledAssets: [ModuleAsset] = {
    var assets: [ModuleAsset] = []
    // Missing files leave the page unstyled or without script, never without its content.
    if let stylesheet = QuakesModule.resource(QuakesModule.stylesheetAsset) {
      assets.append(ModuleAsset(name: QuakesModule.stylesheetAsset, contentType: "text/css; charset=utf-8", body: stylesheet))
    }
    if let script = QuakesModule.resource(QuakesModule.scriptAsset) {
      assets.append(ModuleAsset(name: QuakesModule.scriptAsset, contentType: "text/javascript; charset=utf-8", body: script))
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
