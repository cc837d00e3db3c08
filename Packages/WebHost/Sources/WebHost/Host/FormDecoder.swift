import DomainRegistry
import Foundation
import Hummingbird

/// Reads form posts and page queries through Hummingbird's `URLEncodedFormDecoder`; what it
/// refuses is a 400 with a message saying why.
///
/// The library decodes what a browser's form writes (`+` for a space, percent escapes, empty
/// values). What it treats otherwise than a plain split would, on purpose: a field written twice
/// (`a=1&a=2`) and a bracketed name (`a[b]=1`, which it reads as nesting) are refused; a name
/// without `=` (`?flag`) is ignored. Our forms write none of these.
enum FormDecoder {
  /// The fields of a form post: `application/x-www-form-urlencoded` (any parameters) and at
  /// most `maxBodySize` bytes (more is a 413 from `collectBody`).
  static func submission(from request: inout Request, maxBodySize: Int) async throws -> FormSubmission {
    guard let contentType = request.headers[.contentType].flatMap(MediaType.init(from:)),
      contentType.isType(.applicationUrlEncoded)
    else {
      throw HTTPError(.badRequest, message: "Expected a form post (application/x-www-form-urlencoded).")
    }
    let body = try await request.collectBody(upTo: maxBodySize)
    return try decode(String(buffer: body))
  }

  /// The fields of `a=1&b=two+words`.
  static func decode(_ encoded: String) throws -> FormSubmission {
    do {
      return FormSubmission(fields: try URLEncodedFormDecoder().decode([String: String].self, from: encoded))
    } catch let error as URLEncodedFormError where error.code == .duplicateKeys {
      throw HTTPError(.badRequest, message: "The form data is malformed: the field “\(error.value.prefix(60))” is sent more than once.")
    } catch {
      throw HTTPError(.badRequest, message: "The form data is malformed.")
    }
  }
}
