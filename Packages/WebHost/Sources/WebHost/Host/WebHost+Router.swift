import DomainRegistry
import Hummingbird

extension WebHost {
  /// One route per module page, event stream, form action and asset, plus the host's own.
  /// `entrance` moves a page's channel after a form it posted in place (see
  /// `LiveEntrance.follow(channel:to:)`).
  func makeRouter(modules: [ModuleRoutes], shell: PageShell, pages: PageRenderer, entrance: LiveEntrance) throws -> Router<
    BasicRequestContext
  > {
    let router = Router(context: BasicRequestContext.self)
    // Outside the gate: refused requests are counted too.
    router.add(middleware: requestMetricsMiddleware())
    // The security gate first, so every route (and every error page) passes through it.
    router.add(middleware: SecurityMiddleware(policy: RequestPolicy(configuration: configuration, boundPort: boundPort), shell: shell))
    router.add(middleware: ErrorPageMiddleware(shell: shell, logger: logger))
    // Inside the gate: a refused cross-site post changes nothing, so it invalidates nothing.
    router.add(middleware: PageCacheMiddleware(cache: pageCache, slugs: Set(modules.map(\.slug))))

    let health = self.health
    let slugs = modules.map(\.slug)
    try addIndex(to: router, shell: shell)
    router.get("/healthz") { _, _ in
      let report = health.report(slugs: slugs)
      return Response(
        status: report.status,
        headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-cache"],
        body: .init(byteBuffer: ByteBuffer(string: report.text))
      )
    }
    for asset in try HostAssets.files() {
      let file = Asset(contentType: asset.contentType, body: asset.body)
      router.get(RouterPath(HostAssets.path(asset.name))) { _, _ in file }
    }

    let maxBodySize = configuration.maxBodySize
    let heartbeat = configuration.heartbeat
    let hub = liveHub
    let inspection = self.inspection
    let submissions = self.submissions
    let follow: @Sendable (String, String) async -> Bool = { key, location in
      await entrance.follow(channel: key, to: location)
    }
    addDevTools(to: router, modules: modules, pages: pageCache)
    for module in modules {
      // A module that failed to start answers every page, stream and action with what to do.
      let ensureRunning = { @Sendable () throws(ModuleUnavailable) in
        if let failure = health.failure(slug: module.slug) { throw failure }
      }
      for page in module.pages {
        let url = module.pageURL(page)
        router.get(RouterPath(url)) { request, _ in
          try ensureRunning()
          let document = try await pages.document(at: request.uri.description, of: page, in: module) { try PageRequest(request) }
          return HTMLResponse(document: document)
        }
        router.get(RouterPath(LiveEntrance.prefix + url)) { request, _ in
          // A live upgrade `LiveEntrance` admits never gets here (NIO answers it 101); one it
          // refused is answered with why, by the same rules: the gate above (Host, Origin), a
          // stopped module, a malformed query, a full host.
          try ensureRunning()
          _ = try PageRequest(request)
          guard await hub.streamCount < hub.maxStreams else { throw LiveStreamLimit(limit: hub.maxStreams) }
          return LiveEntrance.notUpgraded(request)
        }
        router.get(RouterPath("/_events" + url)) { request, context in
          try ensureRunning()
          let pageRequest = try PageRequest(request, location: Self.pageLocation(of: request, dropping: "/_events"))
          return try await LiveStream.response(
            page: page, request: request, pageRequest: pageRequest, hub: hub, heartbeat: heartbeat, logger: context.logger
          )
        }
      }
      for action in module.actions {
        router.post(RouterPath(FormAction.path(slug: module.slug, name: action.name))) { request, context in
          try ensureRunning()
          return try await Self.answer(
            post: request, context: context, to: action, of: module, maxBodySize: maxBodySize, pages: pages,
            inspection: inspection, submissions: submissions, follow: follow)
        }
      }
      for asset in module.assets {
        let file = Asset(contentType: asset.contentType, body: asset.body)
        router.get(RouterPath(asset.path(slug: module.slug))) { _, _ in file }
      }
    }
    return router
  }

  nonisolated static func pageLocation(of request: Request, dropping prefix: String) -> String {
    let path = String(request.uri.path.dropFirst(prefix.count))
    guard let query = request.uri.query, !query.isEmpty else { return path }
    return path + "?" + query
  }
}

extension PageRequest {
  /// Decodes the query as a browser's GET form writes it (`+` for a space), which Hummingbird's
  /// `queryParameters` does not; a malformed escape is a 400.
  init(_ request: Request, location: String? = nil) throws {
    let query = try FormDecoder.decode(request.uri.query ?? "").fields
    self.init(location: location ?? request.uri.description, query: query)
  }
}
