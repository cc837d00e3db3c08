extension String {
  /// This text with every control character (C0, DEL, C1, and Unicode's format controls
  /// such as bidi overrides) replaced by U+FFFD, so printing data received from elsewhere
  /// cannot move the cursor, recolour or rewrite a terminal.
  public var replacingControlCharacters: String {
    var result = String.UnicodeScalarView()
    var changed = false
    for scalar in self.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator:
        result.append("\u{FFFD}")
        changed = true
      default:
        result.append(scalar)
      }
    }
    return changed ? String(result) : self
  }
}
