import Foundation
import Hummingbird

/// A body with a content type (HTML, JSON, text, a download).
struct DevToolsResponse: ResponseGenerator {
  let contentType: String
  let body: String
  var status: HTTPResponse.Status = .ok
  var attachmentName: String?

  func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers: HTTPFields = [.contentType: self.contentType, .cacheControl: "no-store"]
    if let attachmentName {
      headers[.contentDisposition] = "attachment; filename=\"\(attachmentName)\""
    }
    return Response(status: self.status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: self.body)))
  }

  static func html(_ body: String) -> Self {
    Self(contentType: "text/html; charset=utf-8", body: body)
  }

  static func text(_ body: String, attachmentName: String? = nil) -> Self {
    Self(contentType: "text/plain; charset=utf-8", body: body, attachmentName: attachmentName)
  }

  static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) throws -> Self {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Self(contentType: "application/json", body: String(decoding: try encoder.encode(value), as: UTF8.self), status: status)
  }
}
