import AnimalsData
import Foundation

/// Reads a `text/event-stream` body as it arrives, in chunks cut anywhere, into the change
/// feed's events.
///
/// A value type fed by whoever reads the body, so the parsing is tested without a connection.
/// Unknown event names and comments (the server's heartbeats) are skipped; a `change` this
/// client cannot decode (a newer server) is skipped too, not fatal.
struct EventStreamParser {
  /// A line longer than this is not a change of ours: the stream is refused.
  static let maximumLineBytes = 1 << 20
  /// The most characters of an `unavailable` event's sentence kept.
  static let maximumReasonLength = 300

  private var buffer: [UInt8] = []
  private var event = ""
  private var data = ""

  /// The events completed by `bytes`. Throws when a line grows past `maximumLineBytes`.
  mutating func receive(_ bytes: some Sequence<UInt8>) throws(RemoteChangeFeedError) -> [RemoteChangeFeed.Event] {
    var events: [RemoteChangeFeed.Event] = []
    for byte in bytes {
      guard byte == UInt8(ascii: "\n") else {
        self.buffer.append(byte)
        if self.buffer.count > Self.maximumLineBytes {
          throw RemoteChangeFeedError(message: "The change feed sent a line over 1 MiB.")
        }
        continue
      }
      if self.buffer.last == UInt8(ascii: "\r") {
        self.buffer.removeLast()
      }
      let line = String(decoding: self.buffer, as: UTF8.self)
      self.buffer.removeAll(keepingCapacity: true)
      if let event = self.receive(line: line) {
        events.append(event)
      }
    }
    return events
  }

  private mutating func receive(line: String) -> RemoteChangeFeed.Event? {
    if line.isEmpty {
      return self.dispatch()
    } else if line.hasPrefix(":") {
      // A comment (heartbeat).
    } else if line.hasPrefix("event:") {
      self.event = line.dropFirst("event:".count).trimmingCharacters(in: .whitespaces)
    } else if line.hasPrefix("data:") {
      let value = line.dropFirst("data:".count)
      self.data += self.data.isEmpty ? "" : "\n"
      self.data += value.hasPrefix(" ") ? String(value.dropFirst()) : String(value)
    }
    return nil
  }

  /// A blank line ends an event: the one gathered so far, if it is one of ours.
  private mutating func dispatch() -> RemoteChangeFeed.Event? {
    defer {
      self.event = ""
      self.data = ""
    }
    switch self.event {
    case "ready":
      return .ready
    case "unavailable":
      // Shown on a page: one line, bounded, whatever the server sent.
      let reason = self.data.replacingOccurrences(of: "\n", with: " ")
      return .unavailable(reason.count > Self.maximumReasonLength ? reason.prefix(Self.maximumReasonLength) + "…" : reason)
    case "change":
      return (try? JSONDecoder().decode(AnimalsChange.self, from: Data(self.data.utf8))).map { .change($0) }
    default:
      return nil
    }
  }
}
