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
    // A day unasked: Chrome asks for the icon again on every in-place visit (a pushState).
    let icon = Asset(contentType: favicon.contentType, body: favicon.body, cacheControl: "max-age=86400")
    for path in [Self.faviconPath, "/favicon.ico"] {
      router.get(RouterPath(path)) { _, _ in icon }
    }
  }
}
