import Foundation
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

/// A static file kept in memory, revalidated by its `ETag`: a page load that finds it in the
/// browser's cache costs a `304` without a body. Build one per file, not per request (the tag
/// is a digest of the body).
struct Asset: ResponseGenerator {
  let contentType: String
  let body: ByteBuffer
  let etag: String
  let cacheControl: String

  /// `cacheControl` is `no-cache` (use it only after asking) unless the file may be used
  /// unasked for a while (the site icon, which a browser asks for again on every in-place visit).
  init(contentType: String, body: String, cacheControl: String = "no-cache") {
    self.contentType = contentType
    self.body = ByteBuffer(string: body)
    self.etag = "\"\(LiveRegionMarkup.digest(body))\""
    self.cacheControl = cacheControl
  }

  func response(from request: Request, context: some RequestContext) throws -> Response {
    if let asked = request.headers[.ifNoneMatch], Self.matches(asked, etag) {
      return Response(status: .notModified, headers: [.eTag: etag, .cacheControl: cacheControl])
    }
    return Response(
      status: .ok,
      headers: [.contentType: contentType, .cacheControl: cacheControl, .eTag: etag],
      body: .init(byteBuffer: body)
    )
  }

  /// Whether an `If-None-Match` value names `etag` (a list of tags, weak ones included, or `*`).
  static func matches(_ ifNoneMatch: String, _ etag: String) -> Bool {
    ifNoneMatch.split(separator: ",").contains { candidate in
      let tag = candidate.trimmingCharacters(in: .whitespaces)
      return tag == "*" || tag == etag || tag == "W/" + etag
    }
  }
}
