import DomainRegistry
import NIOCore
import PageMarkup

/// Renders module pages into the ``PageCache`` and keeps each cached document's view alive, so
/// that a change to anything a region read while rendering marks the document stale.
///
/// Rendering happens on the main actor, one page at a time: requests for a location that queue
/// behind its render find the document in the cache when their turn comes instead of rendering
/// it again.
@MainActor
final class PageRenderer {
  let cache: PageCache
  let shell: PageShell
  /// The view behind each cached document, by location.
  private var views: [String: PageView] = [:]

  init(cache: PageCache, shell: PageShell) {
    self.cache = cache
    self.shell = shell
  }

  /// Views kept alive now (one per cached document).
  var viewCount: Int { views.count }

  /// The document for a request of `page` at `location`: from the cache when it may be served,
  /// else rendered now. `request` decodes the request, and is only called to render.
  nonisolated func document(
    at location: String,
    of page: Page,
    in module: ModuleRoutes,
    request: () throws -> PageRequest
  ) async throws -> ByteBuffer {
    switch cache.lookup(location) {
    case .fresh(let document):
      return document
    case .aged(let document):
      // Still true as far as anything observed; only the clock moved. Answer now, render once
      // in the background for the next requests.
      let pageRequest = try request()
      Task { @MainActor in self.refresh(page, in: module, request: pageRequest) }
      return document
    case .miss:
      let pageRequest = try request()
      return try await renderIfNeeded(page, in: module, request: pageRequest)
    }
  }

  /// The document of `page` for a refused form post (`request.submitted`): rendered now, never
  /// cached (it shows one user's input), its view released at once. It names its location, so
  /// the live script follows the page the form came from, not the action's URL.
  func refusedDocument(of page: Page, in module: ModuleRoutes, request: PageRequest) throws -> ByteBuffer {
    let view = try page.view(for: request)
    defer { view.tearDown() }
    let regions = view.regions.map { (id: $0.id, html: $0.render()) }
    // The host writes the message only where the module's page does not already show it (next
    // to its field, in a status line): one message, announced once.
    let unshown = request.submitted.flatMap { submitted in
      let text = Markup.escapedText(submitted.error.reason)
      return regions.contains { $0.html.contains(text) } ? nil : submitted.error
    }
    return ByteBuffer(
      string: shell.document(
        for: page, of: module, regions: regions, location: request.location, refused: unshown, reportFrom: request.location))
  }

  /// Ends every kept view (the host is stopping).
  func releaseAll() {
    for view in views.values { view.tearDown() }
    views = [:]
  }

  private func renderIfNeeded(_ page: Page, in module: ModuleRoutes, request: PageRequest) throws -> ByteBuffer {
    // Another request may have rendered this location while this one waited for the main actor.
    if case .fresh(let document) = cache.lookup(request.location) { return document }
    return try render(page, in: module, request: request)
  }

  private func refresh(_ page: Page, in module: ModuleRoutes, request: PageRequest) {
    do {
      _ = try render(page, in: module, request: request)
    } catch {
      cache.refreshFailed(location: request.location)
    }
  }

  private func render(_ page: Page, in module: ModuleRoutes, request: PageRequest) throws -> ByteBuffer {
    let location = request.location
    // Read before the store is: a form post finishing after this point moves the module to a
    // newer epoch, and this document is not served after it.
    let epoch = cache.epoch(of: module.slug)
    let token = cache.makeToken()
    let view = try page.view(for: request)
    let cache = self.cache
    let regions = view.regions.map { region in
      let html = region.renderObserved { cache.markStale(location: location, token: token) }
      return (id: region.id, html: html)
    }
    let document = ByteBuffer(string: shell.document(for: page, of: module, regions: regions, reportFrom: location))
    let dropped = cache.store(document, location: location, slug: module.slug, token: token, epoch: epoch)
    views.removeValue(forKey: location)?.tearDown()
    views[location] = view
    for location in dropped {
      views.removeValue(forKey: location)?.tearDown()
    }
    return document
  }
}
