import Foundation
import NIOCore

/// A message from a tab over its live channel, read from its JSON (see `LiveSocket`). A tab's
/// text is never trusted: what does not read as one of these is ignored.
enum LiveTabMessage: Equatable, Sendable {
  /// The first message: the version the tab holds, the digests of its regions by element id,
  /// and the page's channel key (a random id per page load, which its in-place posts send as
  /// `Live-Channel`; see `LiveEntrance.follow(channel:to:)`).
  case hello(version: LiveVersion?, have: [String: String]?, channel: String? = nil)
  /// The tab moved to `location` and holds regions with these digests; `exact` names those whose
  /// HTML it holds as the host sent it (a patch of them can be applied).
  case go(location: String, have: [String: String]?, exact: Set<String>)
  /// The tab sends a form of its module in place: the form's `action` path, its fields as a
  /// form post's body (`application/x-www-form-urlencoded`), and the tab's number for it, which
  /// the answer repeats (see `LiveEntrance.submit`).
  case submit(action: String, body: String, number: Int)
  /// Anything else.
  case other

  /// The tab's first message; whatever it holds, it is the hello (an unreadable one says nothing,
  /// and the tab gets every region).
  static func hello(_ text: ByteBuffer) -> LiveTabMessage {
    let fields = Fields(text)
    return .hello(version: fields?.v.flatMap { LiveVersion($0) }, have: fields?.have, channel: FormOrigin.tab(fields?.channel))
  }

  /// A message after the hello.
  static func later(_ text: ByteBuffer) -> LiveTabMessage {
    guard let fields = Fields(text) else { return .other }
    if let location = fields.go {
      return .go(location: location, have: fields.have, exact: Set(fields.exact ?? []))
    }
    if let action = fields.submit, let body = fields.body, let number = fields.n, number >= 0 {
      return .submit(action: action, body: body, number: number)
    }
    return .other
  }

  /// The members the host reads; each is dropped on its own when malformed, so a tab's odd
  /// `have` still gets its `go` answered.
  private struct Fields: Decodable {
    let v: String?
    let go: String?
    let have: [String: String]?
    let exact: [String]?
    let channel: String?
    let submit: String?
    let body: String?
    let n: Int?

    init?(_ text: ByteBuffer) {
      guard let fields = try? JSONDecoder().decode(Fields.self, from: Data(text.readableBytesView)) else { return nil }
      self = fields
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      v = try? container.decodeIfPresent(String.self, forKey: .v)
      go = try? container.decodeIfPresent(String.self, forKey: .go)
      have = try? container.decodeIfPresent([String: String].self, forKey: .have)
      exact = try? container.decodeIfPresent([String].self, forKey: .exact)
      channel = try? container.decodeIfPresent(String.self, forKey: .channel)
      submit = try? container.decodeIfPresent(String.self, forKey: .submit)
      body = try? container.decodeIfPresent(String.self, forKey: .body)
      n = try? container.decodeIfPresent(Int.self, forKey: .n)
    }

    /// The members read; any other is ignored.
    private enum CodingKeys: String, CodingKey {
      case v, go, have, exact, channel, submit, body, n
    }
  }
}
