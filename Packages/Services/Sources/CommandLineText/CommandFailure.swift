import Services

/// A failure a command-line tool's user should read: printed on stderr, exit status 1.
///
/// Messages may quote data from elsewhere (ids, names, URLs from a server or a feed): each line
/// is kept without control characters and URLs without their user-info, so nothing can drive
/// the terminal or show a password.
public struct CommandFailure: Error, CustomStringConvertible {
  /// The cleaned message.
  public let description: String

  /// A failure saying `description`, cleaned for a terminal.
  public init(_ description: String) {
    self.description = description.removingURLUserInfo
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).replacingControlCharacters }
      .joined(separator: "\n")
  }
}

extension CommandFailure: Equatable {}
