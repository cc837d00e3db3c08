import DomainRegistry
import Hummingbird
import Logging

/// Turns errors into readable HTML pages: unknown routes 404, bad input 400, oversized bodies
/// 413, a module that failed to start 503 (with what to do), anything else 500 (logged; its
/// details stay on the server).
struct ErrorPageMiddleware<Context: RequestContext>: RouterMiddleware {
  let shell: PageShell
  let logger: Logger

  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let error as ModuleUnavailable {
      let html = shell.error(status: 503, title: "Module Unavailable", message: error.message, advice: error.remedy)
      return try HTMLResponse(html, status: .serviceUnavailable).response(from: request, context: context)
    } catch let error as LiveStreamLimit {
      let message = "The server already has \(error.limit) live-update streams open; this page still works, without live updates."
      return try page(.serviceUnavailable, message: message, request: request, context: context)
    } catch let error as FormError {
      return try page(.badRequest, message: error.description, request: request, context: context)
    } catch let error as HTTPError where error.status != .notFound {
      return try page(error.status, message: error.body ?? error.status.reasonPhrase, request: request, context: context)
    } catch let error as any HTTPResponseError {
      let message = error.status == .notFound ? "There is no page at \(request.uri.path)." : error.status.reasonPhrase
      return try page(error.status, message: message, request: request, context: context)
    } catch {
      logger.error("\(request.method) \(request.uri.path) failed: \(String(describing: error))")
      return try page(.internalServerError, message: "Something went wrong on the server.", request: request, context: context)
    }
  }

  private func page(_ status: HTTPResponse.Status, message: String, request: Request, context: Context) throws -> Response {
    try HTMLResponse(shell.error(status: status.code, title: status.reasonPhrase, message: message), status: status)
      .response(from: request, context: context)
  }
}
