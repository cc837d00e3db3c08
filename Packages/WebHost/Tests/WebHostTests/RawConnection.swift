import Foundation
import NIOCore
import NIOPosix

/// A TCP connection to a host on loopback that sends exactly the bytes a test writes (request
/// heads HTTP clients would never send: two `Host` lines, bare LF line ends) and reads what comes
/// back, HTTP or WebSocket frames. Closed after `timeout` whatever happens, so a host that never
/// answers ends the read instead of hanging the test.
struct RawConnection {
  /// One WebSocket frame from the host (never masked).
  struct Frame: Equatable {
    let fin: Bool
    let opcode: UInt8
    let payload: [UInt8]

    var text: String { String(decoding: payload, as: UTF8.self) }
    /// A close frame's status code.
    var closeCode: Int? {
      opcode == 0x8 && payload.count >= 2 ? Int(payload[0]) << 8 | Int(payload[1]) : nil
    }
    /// A close frame's reason.
    var closeReason: String { String(decoding: payload.dropFirst(2), as: UTF8.self) }
  }

  /// What the host sends.
  private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  /// What the test sends.
  private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  /// Received and not yet read.
  private var buffer = ByteBuffer()

  /// Connects to `port`, runs `body`, closes.
  static func with<Value: Sendable>(
    port: Int, timeout: Duration = .seconds(30), _ body: (inout RawConnection) async throws -> Value
  ) async throws -> Value {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .channelOption(.allowRemoteHalfClosure, value: true)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
        }
      }
    let deadline = channel.channel.eventLoop.scheduleTask(in: .nanoseconds(timeout.nanosecondsForTests)) {
      channel.channel.close(promise: nil)
    }
    defer { deadline.cancel() }
    return try await channel.executeThenClose { inbound, outbound in
      var connection = RawConnection(inbound: inbound.makeAsyncIterator(), outbound: outbound)
      return try await body(&connection)
    }
  }

  /// A connection over the two sides of an open channel.
  private init(inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator, outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>) {
    self.inbound = inbound
    self.outbound = outbound
  }

  /// Sends `text` as it is (a request head, say).
  func send(_ text: String) async throws {
    try await outbound.write(ByteBuffer(string: text))
  }

  /// Sends `bytes` as they are (WebSocket frames).
  func send(_ bytes: [UInt8]) async throws {
    try await outbound.write(ByteBuffer(bytes: bytes))
  }

  /// Reads more; false once the connection is closed.
  private mutating func receive() async throws -> Bool {
    guard var chunk = try await inbound.next() else { return false }
    buffer.writeBuffer(&chunk)
    return true
  }

  /// The response head (through its blank line), or nil when the connection closed first.
  mutating func responseHead() async throws -> String? {
    try await read(through: "\r\n\r\n")
  }

  /// Everything up to and including `marker`, or nil when the connection closed first.
  mutating func read(through marker: String) async throws -> String? {
    let bytes = Array(marker.utf8)
    while true {
      let view = buffer.readableBytesView
      if let range = view.firstRange(of: bytes) {
        return buffer.readString(length: range.upperBound - view.startIndex)
      }
      guard try await receive() else { return nil }
    }
  }

  /// Everything until the host closes the connection (or the timeout does).
  mutating func rest() async throws -> String {
    while try await receive() {}
    return buffer.readString(length: buffer.readableBytes) ?? ""
  }

  /// The next WebSocket frame, or nil when the connection closed first.
  mutating func frame() async throws -> Frame? {
    while true {
      if let frame = parseFrame() { return frame }
      guard try await receive() else { return nil }
    }
  }

  /// The next text message (skipping pings), or nil when the connection closed or a close came.
  mutating func message() async throws -> String? {
    while let frame = try await frame() {
      if frame.opcode == 0x1 { return frame.text }
      if frame.opcode == 0x8 { return nil }
    }
    return nil
  }

  /// The first whole frame in the buffer, taken out of it.
  private mutating func parseFrame() -> Frame? {
    guard let first = buffer.getInteger(at: buffer.readerIndex, as: UInt8.self),
      let second = buffer.getInteger(at: buffer.readerIndex + 1, as: UInt8.self)
    else { return nil }
    var offset = 2
    var length = Int(second & 0x7f)
    if length == 126 {
      guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt16.self) else { return nil }
      length = Int(extended)
      offset = 4
    } else if length == 127 {
      guard let extended = buffer.getInteger(at: buffer.readerIndex + 2, as: UInt64.self) else { return nil }
      length = Int(extended)
      offset = 10
    }
    guard buffer.readableBytes >= offset + length else { return nil }
    buffer.moveReaderIndex(forwardBy: offset)
    let payload = buffer.readBytes(length: length) ?? []
    return Frame(fin: first & 0x80 != 0, opcode: first & 0x0f, payload: payload)
  }

  /// A WebSocket upgrade of `path` as a browser on `authority` sends it, with `extra` header lines.
  static func upgrade(_ path: String, authority: String, origin: String? = nil, extra: [String] = []) -> String {
    var lines = [
      "GET \(path) HTTP/1.1", "Host: \(authority)", "Upgrade: websocket", "Connection: Upgrade",
      "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13",
    ]
    if let origin { lines.append("Origin: \(origin)") }
    return (lines + extra).joined(separator: "\r\n") + "\r\n\r\n"
  }

  /// Opens a live channel on `path` and sends `hello`; returns the first message (the catch-up).
  mutating func openLive(_ path: String, port: Int, hello: String = "{}") async throws -> String? {
    try await send(Self.upgrade(path, authority: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)"))
    guard let head = try await responseHead(), head.hasPrefix("HTTP/1.1 101") else { return nil }
    try await sendText(hello)
    return try await message()
  }

  /// One masked frame, as a client must send it.
  static func maskedFrame(opcode: UInt8, fin: Bool = true, payload: [UInt8]) -> [UInt8] {
    var frame: [UInt8] = [(fin ? 0x80 : 0) | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count <= 0xffff {
      frame.append(0x80 | 126)
      frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xff)]
    } else {
      frame.append(0x80 | 127)
      frame += (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xff) }
    }
    let mask: [UInt8] = [0x11, 0x22, 0x33, 0x44]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    return frame
  }

  /// Sends one text message.
  func sendText(_ text: String) async throws {
    try await send(Self.maskedFrame(opcode: 0x1, payload: Array(text.utf8)))
  }
}

extension Duration {
  /// Whole nanoseconds, for NIO's `TimeAmount`.
  var nanosecondsForTests: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
