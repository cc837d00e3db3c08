/// A form's `return` field is followed only when it is a path on this server, also after the
/// browser's own clean-up of a `Location`: browsers drop tabs and newlines and read `\` as `/`,
/// so `/\t/evil.example` would become `//evil.example`, another site.
enum LocalPath {
  /// Longest `return` accepted; a page location is far shorter.
  static let maxLength = 4096

  /// True when `location` starts with a single `/` and holds no `\`, no control character, no
  /// whitespace or invisible formatting character of any kind, and no `//` anywhere.
  static func isLocal(_ location: String) -> Bool {
    guard location.hasPrefix("/"), location.utf8.count <= maxLength else { return false }
    guard !location.contains("//"), !location.contains("\\") else { return false }
    return location.unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
        .privateUse:
        false
      default:
        !scalar.properties.isWhitespace
      }
    }
  }

  /// `location` when it is local, else `fallback`.
  static func safe(_ location: String?, fallback: String) -> String {
    guard let location, isLocal(location) else { return fallback }
    return location
  }
}
