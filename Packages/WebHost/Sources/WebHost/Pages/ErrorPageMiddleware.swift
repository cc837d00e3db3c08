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
    } catch let refused as RefusedForm {
      return try page(.badRequest, message: refused.error.description, back: refused.returnTo, request: request, context: context)
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

  private func page(
    _ status: HTTPResponse.Status,
    message: String,
    back: String? = nil,
    request: Request,
    context: Context
  ) throws -> Response {
    let html = shell.error(
      status: status.code, title: status.reasonPhrase, message: message, back: back ?? Self.referringPage(of: request)
    )
    return try HTMLResponse(html, status: status).response(from: request, context: context)
  }

  /// The page on this site that linked or posted here (`Referer` naming this request's host),
  /// as a local path; `nil` for another site's page, no header, or the failing page itself.
  static func referringPage(of request: Request) -> String? {
    guard let referer = request.headers[.referer], let host = request.head.authority else {
      return nil
    }
    for scheme in ["http://", "https://"] where referer.hasPrefix(scheme + host + "/") {
      let path = String(referer.dropFirst(scheme.count + host.count))
      guard LocalPath.isLocal(path), path != request.uri.description else { return nil }
      return path
    }
    return nil
  }
}
