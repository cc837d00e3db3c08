import Foundation
import NIOCore

/// The host's answer to a form a tab sent over its live channel (see `LiveEntrance.submit`),
/// carrying the tab's number for it (`answer`), one of:
///
/// - `{"answer":n,"location":…}` applied, as a post sent in place is answered (with
///   `"repeated":true` and `"following":true` as there);
/// - `{"answer":n,"status":400,"page":…}` refused: the page with the error next to its field,
///   whose regions the tab applies as it does a refused post's;
/// - `{"answer":n,"http":true}` not taken on the channel (another module's form, a module that
///   stopped, a malformed body, any other failure): the tab posts it instead, with the same
///   submission id, and gets the host's usual answer, its error page included.
struct LiveFormAnswer: Codable, Equatable {
  let answer: Int
  var location: String?
  var repeated: Bool?
  var following: Bool?
  var status: Int?
  var page: String?
  var http: Bool?

  static func applied(_ number: Int, location: String, repeated: Bool, following: Bool) -> LiveFormAnswer {
    LiveFormAnswer(answer: number, location: location, repeated: repeated ? true : nil, following: following ? true : nil)
  }

  static func refused(_ number: Int, page: ByteBuffer) -> LiveFormAnswer {
    LiveFormAnswer(answer: number, status: 400, page: String(buffer: page))
  }

  static func byHTTP(_ number: Int) -> LiveFormAnswer {
    LiveFormAnswer(answer: number, http: true)
  }

  /// The answer as the WebSocket text message sent.
  var json: ByteBuffer {
    HostJSON.buffer(self, fallback: #"{"answer":\#(answer),"http":true}"#)
  }
}
