import Hummingbird

/// A complete HTML document.
struct HTMLResponse: ResponseGenerator {
  let body: ByteBuffer
  var status: HTTPResponse.Status = .ok

  init(_ html: String, status: HTTPResponse.Status = .ok) {
    self.init(document: ByteBuffer(string: html), status: status)
  }

  /// A document already encoded (a cached page).
  init(document: ByteBuffer, status: HTTPResponse.Status = .ok) {
    self.body = document
    self.status = status
  }

  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: status,
      headers: [.contentType: "text/html; charset=utf-8"],
      body: .init(byteBuffer: body)
    )
  }
}

/// A static file kept in memory.
struct Asset: ResponseGenerator {
  let contentType: String
  let body: String

  func response(from request: Request, context: some RequestContext) throws -> Response {
    Response(
      status: .ok,
      headers: [.contentType: contentType, .cacheControl: "no-cache"],
      body: .init(byteBuffer: ByteBuffer(string: body))
    )
  }
}
