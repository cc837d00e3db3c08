import AnimalsData
import Foundation
import Hummingbird

extension Router {
  /// Adds `POST /animals/api` (the remote store's endpoint) and `GET /healthz`.
  public func addAnimalsRoutes(api: AnimalsAPI<some PersistentSessionPersistentStore>) {
    self.post("animals/api") { request, context in
      try await Self.respond(to: request, context: context, api: api)
    }
    self.get("healthz") { _, _ in
      "ok"
    }
  }

  private static func respond(
    to request: Request,
    context: Context,
    api: AnimalsAPI<some PersistentSessionPersistentStore>
  ) async throws -> Response {
    guard RequestContentType.isJSON(request.headers[.contentType]) else {
      throw AnimalsAPIError(
        code: .unsupportedMediaType,
        message: "Send the request body as Content-Type: application/json (got \(request.headers[.contentType] ?? "none"))."
      )
    }
    let body = try await request.body.collect(upTo: context.maxUploadSize)
    let remoteRequest: RemoteRequest
    do {
      remoteRequest = try JSONDecoder().decode(RemoteRequest.self, from: body)
    } catch {
      throw AnimalsAPIError(
        code: .malformedRequest,
        message: "The body is not an Animals request: \(RequestDecodingFailure.describe(error))"
      )
    }
    let remoteResponse = try await api.response(to: remoteRequest)
    return try JSONEncoder().encode(remoteResponse, from: request, context: context)
  }
}
