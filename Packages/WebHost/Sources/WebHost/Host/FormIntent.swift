import HTTPTypes
import Hummingbird

/// What a form post asks for, as the page's script says in the `Live-Intent` header.
///
/// Without script (no header) a post is answered the way browsers expect: a redirect to the
/// page it came from, or the page again with the error. The script sends the same post from
/// the page without leaving it and asks for an answer it can apply in place; or asks only
/// whether the fields as typed would be accepted, which changes nothing.
enum FormIntent: Sendable, Equatable {
  /// A browser's own post: 303 to the `return` location.
  case document
  /// Sent in place: `200` and `{"location": …}`, the page the post returns to.
  case inPlace
  /// Only read the fields: `200` and `{"valid": true}` or the field's error; nothing dispatched.
  case validate

  /// The request header naming the intent.
  static let headerName = HTTPField.Name("Live-Intent")!
  /// The page's live-channel key, sent with a post in place: the channel the host may move
  /// where the post leads (see `LiveEntrance.follow(channel:to:)`).
  static let channelHeaderName = HTTPField.Name("Live-Channel")!

  init(_ request: Request) {
    switch request.headers[Self.headerName] {
    case "submit": self = .inPlace
    case "validate": self = .validate
    default: self = .document
    }
  }
}
