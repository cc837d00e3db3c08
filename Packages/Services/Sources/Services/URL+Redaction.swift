public import Foundation

extension URL {
  /// This URL without its user-info (`user:password@`), for logs, pages and error messages.
  ///
  /// A feed or store URL given on the command line may carry credentials; they are used for the
  /// request but never shown. A URL without user-info is returned unchanged.
  public var removingUserInfo: URL {
    guard var components = URLComponents(url: self, resolvingAgainstBaseURL: false),
      components.user != nil || components.password != nil
    else {
      return self
    }
    components.user = nil
    components.password = nil
    return components.url ?? self
  }

  /// ``removingUserInfo`` as text: the one way a URL given by the user is displayed.
  public var displayString: String {
    self.removingUserInfo.absoluteString
  }
}

extension String {
  /// This text with the user-info removed from every `scheme://user:password@` URL in it.
  ///
  /// For messages that embed a URL the program did not format itself (an underlying error's
  /// description); unparseable text is left as it is apart from the credentials.
  public var removingURLUserInfo: String {
    var result = ""
    var rest = Substring(self)
    while let marker = rest.range(of: "://") {
      result += rest[..<marker.upperBound]
      rest = rest[marker.upperBound...]
      // The authority ends at the first "/", "?", "#" or whitespace; user-info before its last "@".
      let authorityEnd = rest.firstIndex { "/?#".contains($0) || $0.isWhitespace } ?? rest.endIndex
      if let at = rest[..<authorityEnd].lastIndex(of: "@") {
        rest = rest[rest.index(after: at)...]
      }
    }
    return result + rest
  }
}
