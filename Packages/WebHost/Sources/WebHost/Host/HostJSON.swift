import Foundation
import NIOCore

/// The one way the host writes JSON (live messages, a form post's answer): sorted keys, so the
/// same value gives the same bytes every time (`JSONEncoder` does not otherwise promise an
/// order), and slashes left alone (HTML and locations are full of them and JSON does not need
/// them escaped). `JSONEncoder` writes no raw line break, so a message fits one event-stream
/// `data:` line.
enum HostJSON {
  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// `value` as JSON bytes; `fallback` when it cannot be encoded (a non-finite number).
  static func buffer(_ value: some Encodable, fallback: String = "{}") -> ByteBuffer {
    ByteBuffer(bytes: (try? encoder.encode(value)) ?? Data(fallback.utf8))
  }
}
