import Hummingbird
import Logging

/// The host's one gate, outermost on every route (module pages, form actions, event streams,
/// assets, and routes added later): refuses requests `RequestPolicy` does not admit with an
/// error page, and adds `SecurityHeaders` to every response.
struct SecurityMiddleware<Context: RequestContext>: RouterMiddleware {
  let policy: RequestPolicy
  let shell: PageShell

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    var response: Response
    do {
      try policy.admit(request)
      response = try await next(request, context)
    } catch let rejection as RequestRejection {
      context.logger.debug("refused \(request.method) \(request.uri.path): \(rejection.message)")
      let html = shell.error(status: rejection.status.code, title: rejection.status.reasonPhrase, message: rejection.message)
      response = try HTMLResponse(html, status: rejection.status).response(from: request, context: context)
    }
    SecurityHeaders.apply(to: &response.headers)
    return response
  }
}
