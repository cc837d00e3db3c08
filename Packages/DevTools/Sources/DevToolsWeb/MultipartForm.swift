import Foundation

/// A `multipart/form-data` body (RFC 7578) read strictly and within limits: what a browser
/// sends for a form with a file input. The DevTools import form is its only user, so it reads
/// only what such a form sends (parts with a `Content-Disposition: form-data` name, an
/// optional file name and content type) and refuses anything else with a reason, never trapping.
struct MultipartForm: Equatable {
  /// One field of the form.
  struct Part: Equatable {
    let name: String
    /// The chosen file's name; nil for a field that is not a file.
    let filename: String?
    let contentType: String?
    let body: [UInt8]
  }

  /// What the reader accepts; a body beyond them is refused.
  struct Limits: Equatable {
    /// The most parts a body may have.
    var parts = 8
    /// The most bytes of one part's header block.
    var headerBytes = 4096
    /// The most header lines of one part.
    var headerLines = 8
  }

  /// Why a body was refused; `description` is shown next to the form.
  enum Failure: Error, Equatable, CustomStringConvertible {
    case notMultipart
    case badBoundary
    case malformed(String)
    case tooManyParts(Int)
    case headerTooLong(Int)

    var description: String {
      switch self {
      case .notMultipart: "the upload is not a multipart/form-data form."
      case .badBoundary: "the form's boundary is missing or invalid."
      case .malformed(let reason): "the form is malformed: \(reason)."
      case .tooManyParts(let limit): "the form has more than \(limit) parts."
      case .headerTooLong(let limit): "a part's headers are longer than \(limit) bytes."
      }
    }
  }

  let parts: [Part]

  /// The first part named `name`.
  func part(named name: String) -> Part? {
    self.parts.first { $0.name == name }
  }

  /// Reads `body`, sent with the request's `Content-Type` header value `contentType`.
  init(body: [UInt8], contentType: String, limits: Limits = Limits()) throws(Failure) {
    let boundary = try Self.boundary(in: contentType)
    self.parts = try Self.parts(of: body, boundary: Array(boundary.utf8), limits: limits)
  }

  /// The `boundary` parameter of a `multipart/form-data` content type: 1 to 70 characters
  /// (RFC 2046), quoted or not.
  static func boundary(in contentType: String) throws(Failure) -> String {
    let parameters = Self.parameters(contentType)
    guard parameters.first?.lowercased() == "multipart/form-data" else { throw .notMultipart }
    guard let value = Self.value(of: "boundary", in: parameters.dropFirst()), (1...70).contains(value.utf8.count),
      value.utf8.allSatisfy({ (0x20...0x7E).contains($0) })
    else { throw .badBoundary }
    return value
  }

  private static func parts(of body: [UInt8], boundary: [UInt8], limits: Limits) throws(Failure) -> [Part] {
    let dashes = Array("--".utf8)
    // The body starts with the first delimiter (a preamble before it is allowed and ignored);
    // every later delimiter follows a CRLF, which belongs to it and not to the part before.
    let first = dashes + boundary
    guard var cursor = Self.find(first, in: body, from: 0) else { throw .malformed("no part starts with the boundary") }
    cursor += first.count
    let delimiter = Array("\r\n".utf8) + first
    var parts: [Part] = []
    while true {
      // After a delimiter: "--" closes the body, CRLF opens a part.
      if Self.starts(with: dashes, in: body, at: cursor) { return parts }
      guard Self.starts(with: Self.crlf, in: body, at: cursor) else {
        throw .malformed("a boundary is followed by neither a line end nor “--”")
      }
      cursor += 2
      guard parts.count < limits.parts else { throw .tooManyParts(limits.parts) }
      let headerEnd = Self.find(Self.crlf + Self.crlf, in: body, from: cursor, within: limits.headerBytes + 4)
      guard let headerEnd else {
        let remaining = body.count - cursor
        throw remaining > limits.headerBytes ? .headerTooLong(limits.headerBytes) : .malformed("a part's headers do not end")
      }
      let headers = try Self.headers(Array(body[cursor..<headerEnd]), limits: limits)
      let contentStart = headerEnd + 4
      guard let contentEnd = Self.find(delimiter, in: body, from: contentStart) else {
        throw .malformed("the last part is not closed by the boundary")
      }
      parts.append(try Self.part(headers: headers, body: Array(body[contentStart..<contentEnd])))
      cursor = contentEnd + delimiter.count
    }
  }

  /// A part's header lines as lowercased names and values.
  private static func headers(_ block: [UInt8], limits: Limits) throws(Failure) -> [(String, String)] {
    guard block.count <= limits.headerBytes else { throw .headerTooLong(limits.headerBytes) }
    guard block.allSatisfy({ $0 == 0x09 || $0 == 0x0D || $0 == 0x0A || $0 >= 0x20 }) else {
      throw .malformed("a part's headers hold control characters")
    }
    let lines = String(decoding: block, as: UTF8.self).components(separatedBy: "\r\n").filter { $0.isEmpty == false }
    guard lines.count <= limits.headerLines else { throw .malformed("a part has more than \(limits.headerLines) header lines") }
    var headers: [(String, String)] = []
    for line in lines {
      guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
        throw .malformed("a part's header line has no name")
      }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers.append((name, value))
    }
    return headers
  }

  private static func part(headers: [(String, String)], body: [UInt8]) throws(Failure) -> Part {
    guard let disposition = headers.first(where: { $0.0 == "content-disposition" })?.1 else {
      throw .malformed("a part has no Content-Disposition header")
    }
    let parameters = Self.parameters(disposition)
    guard parameters.first?.lowercased() == "form-data", let name = Self.value(of: "name", in: parameters.dropFirst()) else {
      throw .malformed("a part is not a named form-data field")
    }
    return Part(
      name: name,
      filename: Self.value(of: "filename", in: parameters.dropFirst()),
      contentType: headers.first(where: { $0.0 == "content-type" })?.1,
      body: body
    )
  }

  /// A header value split at the semicolons outside quotes, each piece trimmed.
  static func parameters(_ value: String) -> [String] {
    var pieces: [String] = []
    var current = ""
    var quoted = false
    for character in value {
      if character == "\"" { quoted.toggle() }
      if character == ";", quoted == false {
        pieces.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    pieces.append(current.trimmingCharacters(in: .whitespaces))
    return pieces
  }

  /// The value of parameter `name` (case-insensitive) among `name=value` pieces, unquoted.
  static func value(of name: String, in parameters: some Sequence<String>) -> String? {
    for parameter in parameters {
      guard let equals = parameter.firstIndex(of: "=") else { continue }
      guard parameter[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
      var value = parameter[parameter.index(after: equals)...].trimmingCharacters(in: .whitespaces)
      if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
        value = String(value.dropFirst().dropLast())
      }
      return value
    }
    return nil
  }

  private static let crlf = Array("\r\n".utf8)

  private static func starts(with prefix: [UInt8], in body: [UInt8], at index: Int) -> Bool {
    guard index >= 0, body.count - index >= prefix.count else { return false }
    return body[index..<(index + prefix.count)].elementsEqual(prefix)
  }

  /// The index of the first `pattern` in `body` at or after `start` (and starting within
  /// `within` bytes of it, when given). Knuth–Morris–Pratt: linear in the body whatever it
  /// holds, so a body crafted with many near-boundaries costs no more than any other.
  static func find(_ pattern: [UInt8], in body: [UInt8], from start: Int, within: Int? = nil) -> Int? {
    guard pattern.isEmpty == false, start >= 0, start <= body.count else { return nil }
    var failure = [Int](repeating: 0, count: pattern.count)
    var length = 0
    for index in 1..<Swift.max(1, pattern.count) {
      while length > 0, pattern[index] != pattern[length] { length = failure[length - 1] }
      if pattern[index] == pattern[length] { length += 1 }
      failure[index] = length
    }
    let end = within.map { Swift.min(body.count, start + $0) } ?? body.count
    var matched = 0
    var index = start
    while index < end {
      while matched > 0, body[index] != pattern[matched] { matched = failure[matched - 1] }
      if body[index] == pattern[matched] { matched += 1 }
      if matched == pattern.count { return index - pattern.count + 1 }
      index += 1
    }
    return nil
  }
}
