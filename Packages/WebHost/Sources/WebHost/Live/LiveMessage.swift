import Foundation
import NIOCore
import ServerSentEvents

/// One live update as the tabs receive it: some regions' new HTML and the version the tab is at
/// once it has applied them. Encoded once per change and shared by every stream of the
/// location, in both wire forms.
///
/// The JSON is `{"regions":[{"digest":…,"html":…,"id":…},…],"v":"boot.sequence"}`: a WebSocket
/// text message as it is, and the `data:` line of an event-stream event whose `id:` is the
/// version (so a reconnecting `EventSource` hands it back in `Last-Event-ID`). Several regions
/// travel in one message, so a tab never records a version whose regions it did not all get.
struct LiveMessage: Sendable {
  let version: LiveVersion
  let regionCount: Int
  /// The WebSocket message.
  let json: ByteBuffer
  /// The same message as one server-sent event.
  let eventStream: ByteBuffer

  /// `regions` are region objects from `LiveRegionMarkup.regionJSON`.
  init(regions: [ByteBuffer], version: LiveVersion) {
    self.version = version
    regionCount = regions.count
    let versionText = version.description
    var json = ByteBuffer()
    json.reserveCapacity(regions.reduce(32 + versionText.utf8.count) { $0 + $1.readableBytes + 1 })
    json.writeString(#"{"regions":["#)
    for (index, region) in regions.enumerated() {
      if index > 0 { json.writeString(",") }
      json.writeImmutableBuffer(region)
    }
    json.writeString(#"],"v":""#)
    json.writeString(versionText)
    json.writeString(#""}"#)
    self.json = json
    var event = ByteBuffer()
    event.reserveCapacity(json.readableBytes + versionText.utf8.count + 32)
    event.writeString("id: \(versionText)\nevent: live\ndata: ")
    event.writeImmutableBuffer(json)
    event.writeString("\n\n")
    eventStream = event
  }

  /// A message from its parts (an answer made from another message).
  private init(version: LiveVersion, regionCount: Int, json: ByteBuffer, eventStream: ByteBuffer) {
    self.version = version
    self.regionCount = regionCount
    self.json = json
    self.eventStream = eventStream
  }

  /// The same message as the answer to a tab's move to `location` (a `go`, see `LiveSocket`):
  /// `{"location":…,"regions":[…],"v":…}`; `following`: a move the host made for the tab
  /// (after a form it posted in place), `{"follow":true,"location":…}`. WebSocket only: an event
  /// stream never moves.
  func answering(_ location: String, following: Bool = false) -> LiveMessage {
    var answer = ByteBuffer()
    let quoted = Self.quoted(location)
    answer.reserveCapacity(json.readableBytes + quoted.utf8.count + 32)
    answer.writeString(following ? #"{"follow":true,"location":"# : #"{"location":"#)
    answer.writeString(quoted)
    answer.writeString(",")
    // The message's own members, after its opening brace.
    answer.writeImmutableBuffer(json.getSlice(at: json.readerIndex + 1, length: json.readableBytes - 1) ?? ByteBuffer())
    return LiveMessage(version: version, regionCount: regionCount, json: answer, eventStream: eventStream)
  }

  /// The answer to a tab's move to `location` that the host refused: `{"location":…,"refused":true}`.
  static func refusal(_ location: String) -> ByteBuffer {
    ByteBuffer(string: #"{"location":"# + quoted(location) + #","refused":true}"#)
  }

  /// `text` as a JSON string, quotes included (slashes left alone, as in the regions' HTML).
  private static func quoted(_ text: String) -> String {
    String(buffer: HostJSON.buffer(text, fallback: "\"\""))
  }

  private init(comment: ByteBuffer) {
    version = LiveVersion(boot: "0", sequence: 0)
    regionCount = 0
    json = ByteBuffer()
    eventStream = comment
  }

  /// An event-stream comment that keeps proxies from dropping a quiet stream; browsers ignore
  /// it. (WebSockets ping instead.)
  static let heartbeat = LiveMessage(comment: ServerSentEvents.heartbeatComment)
}
