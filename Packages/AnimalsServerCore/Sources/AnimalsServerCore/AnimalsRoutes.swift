public import AnimalsData
import Foundation
public import Hummingbird
import NIOFoundationEssentialsCompat
import Services

extension Router {
  /// Adds `POST /animals/api` (the remote store's endpoint) and `GET /healthz`: `ok`, or 503
  /// with the reason when `availability` (the database's own check, if given) throws.
  public func addAnimalsRoutes(
    api: AnimalsAPI<some PersistentSessionPersistentStore>,
    availability: (@Sendable () async throws -> Void)? = nil
  ) {
    self.post("animals/api") { request, context in
      try await Self.respond(to: request, context: context, api: api)
    }
    self.get("healthz") { _, _ in
      do {
        try await availability?()
      } catch {
        // The store's messages name no URL and no password.
        throw AnimalsAPIError(code: .storeBusy, message: "The database is unavailable: \(error.localizedDescription)")
      }
      return "ok"
    }
  }

  private static func respond(
    to request: Request,
    context: Context,
    api: AnimalsAPI<some PersistentSessionPersistentStore>
  ) async throws -> Response {
    guard request.headers[.contentType].flatMap(MediaType.init(from:))?.isType(.applicationJson) == true else {
      throw AnimalsAPIError(
        code: .unsupportedMediaType,
        message: "Send the request body as Content-Type: application/json (got \(request.headers[.contentType] ?? "none"))."
      )
    }
    let body: ByteBuffer
    do {
      body = try await request.body.collect(upTo: api.limits.maximumRequestBytes)
    } catch {
      throw AnimalsAPIError(
        code: .tooLarge,
        message: "The request body is larger than \(api.limits.maximumRequestBytes) bytes."
      )
    }
    let remoteRequest: RemoteRequest
    do {
      remoteRequest = try JSONDecoder().decode(RemoteRequest.self, from: body)
    } catch {
      throw AnimalsAPIError(
        code: .malformedRequest,
        message: "The body is not an Animals request: \(DecodingFailure(error).clause(document: "the body"))."
      )
    }
    let remoteResponse = try await api.response(to: remoteRequest)
    let encoded = try JSONEncoder().encode(remoteResponse)
    guard encoded.count <= api.limits.maximumResponseBytes else {
      throw AnimalsAPIError(
        code: .tooLarge,
        message: "The answer would be larger than \(api.limits.maximumResponseBytes) bytes; ask for fewer operations."
      )
    }
    return Response(
      status: .ok,
      headers: [.contentType: "application/json; charset=utf-8"],
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: encoded))
    )
  }
}
