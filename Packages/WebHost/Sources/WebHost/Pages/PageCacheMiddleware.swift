import Hummingbird

/// Invalidates cached pages around every request that may change a store: any method but GET
/// and HEAD. A post under a module's slug (`/counter/actions/increment`) invalidates that
/// module's pages; any other (DevTools' `/_devtools/...`) invalidates every module's.
///
/// Before the request and after it (``PageCache/whileChanging(slug:_:)``): the redirect that
/// follows a post is rendered from the new state.
/// A post that only asks whether its fields are valid (``FormIntent/validate``) changes
/// nothing, so it invalidates nothing: a person typing does not empty the cache.
struct PageCacheMiddleware<Context: RequestContext>: RouterMiddleware {
  let cache: PageCache
  let slugs: Set<String>

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    guard request.method != .get, request.method != .head, FormIntent(request) != .validate else {
      return try await next(request, context)
    }
    return try await cache.whileChanging(slug: Self.slug(of: request.uri.path, among: slugs)) {
      try await next(request, context)
    }
  }

  /// The module a path belongs to, or nil when it is not under a module's slug.
  static func slug(of path: String, among slugs: Set<String>) -> String? {
    let segment = String(ModuleRoutes.slug(of: path))
    return slugs.contains(segment) ? segment : nil
  }
}
