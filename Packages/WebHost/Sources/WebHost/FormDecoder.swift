import Foundation
import DomainRegistry
import Hummingbird

/// Decodes `application/x-www-form-urlencoded` bodies; anything else is a 400.
enum FormDecoder {
  static func submission(from request: inout Request, maxBodySize: Int) async throws -> FormSubmission {
    let contentType = request.headers[.contentType] ?? ""
    guard contentType.lowercased().hasPrefix("application/x-www-form-urlencoded") else {
      throw HTTPError(.badRequest, message: "Expected a form post (application/x-www-form-urlencoded).")
    }
    let body = try await request.collectBody(upTo: maxBodySize)
    return try decode(String(buffer: body))
  }

  /// Splits `a=1&b=two+words` into fields; a malformed percent escape is a 400.
  static func decode(_ body: String) throws -> FormSubmission {
    var fields: [String: String] = [:]
    for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try unescape(parts[0])
      let value = try parts.count > 1 ? unescape(parts[1]) : ""
      fields[name] = value
    }
    return FormSubmission(fields: fields)
  }

  private static func unescape(_ text: Substring) throws -> String {
    guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
      throw HTTPError(.badRequest, message: "The form data is malformed.")
    }
    return decoded
  }
}
