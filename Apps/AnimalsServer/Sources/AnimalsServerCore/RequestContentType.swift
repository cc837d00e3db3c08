/// Reads a `Content-Type` header: its media type without parameters, compared case-insensitively.
enum RequestContentType {
  static func isJSON(_ header: String?) -> Bool {
    guard let header else { return false }
    let mediaType = header.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
  }
}
