import DomainRegistry
import Foundation
import Hummingbird

extension WebHost {
  /// The site icon's path, linked from every page.
  nonisolated static let faviconPath = "/favicon.svg"

  /// The index page and the site icon. The icon is also answered at `/favicon.ico`, which
  /// browsers ask for on their own, so no page view logs a 404.
  func addIndex(to router: Router<BasicRequestContext>, shell: PageShell) throws {
    let favicon = try ModuleAsset(resource: "favicon.svg", in: .module)
    let registry = self.registry
    let health = self.health
    router.get("/") { _, _ in
      let html = await MainActor.run {
        shell.index(entries: registry.modules.map { ModuleIndexEntry($0, health: health) })
      }
      return HTMLResponse(html)
    }
    for path in [Self.faviconPath, "/favicon.ico"] {
      router.get(RouterPath(path)) { _, _ in Asset(contentType: favicon.contentType, body: favicon.body) }
    }
  }
}
