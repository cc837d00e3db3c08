public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: serves fixed responses by path, one connection
/// at a time (a dripping response on a thread of its own), on a free port chosen by the kernel.
///
/// It has no dependencies so that any package's tests can use a real server without building a
/// web framework. It answers `GET` only, closes every connection after one response, and
/// answers 404 for unknown paths.
public final class LoopbackHTTPServer: Sendable {
  /// A canned answer.
  public struct Response: Sendable {
    public let status: Int
    public let contentType: String
    public let body: Data
    /// When set, the head is sent at once and then the body one byte per interval (seconds): a
    /// stalled server. The drip stops when the client hangs up.
    public let byteInterval: TimeInterval?

    public init(status: Int = 200, contentType: String = "application/json", body: Data, byteInterval: TimeInterval? = nil) {
      self.status = status
      self.contentType = contentType
      self.body = body
      self.byteInterval = byteInterval
    }
  }

  public struct Error: Swift.Error, CustomStringConvertible {
    public let description: String
  }

  /// The port the server listens on.
  public let port: UInt16
  /// `http://127.0.0.1:<port>/`
  public let baseURL: URL

  private let socket: Int32
  private let routes: [String: Response]
  private let finished = DispatchSemaphore(value: 0)

  /// Starts serving `routes` (path -> response, paths start with `/`).
  public init(routes: [String: Response]) throws {
    let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw Error(description: "socket() failed: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard bound == 0, listen(fd, 16) == 0 else {
      close(fd)
      throw Error(description: "bind/listen failed: errno \(errno)")
    }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.socket = fd
    self.port = UInt16(bigEndian: address.sin_port)
    self.baseURL = URL(string: "http://127.0.0.1:\(self.port)/")!
    self.routes = routes
    let thread = Thread { [self] in
      self.acceptLoop()
    }
    thread.start()
  }

  /// Stops listening and waits until the accept loop has ended; later connections are refused.
  public func stop() {
    shutdown(self.socket, Int32(SHUT_RDWR))
    self.finished.wait()
    close(self.socket)
  }
}

extension LoopbackHTTPServer {
  private func acceptLoop() {
    while true {
      let connection = accept(self.socket, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        break
      }
      self.serve(connection)
    }
    self.finished.signal()
  }

  /// Answers one connection and closes it; a dripping answer continues on its own thread so the
  /// server keeps accepting.
  private func serve(_ connection: Int32) {
    guard let response = self.readRequest(connection) else {
      close(connection)
      return
    }
    var head = "HTTP/1.1 \(response.status) \(response.status < 400 ? "OK" : "Error")\r\n"
    head += "Content-Type: \(response.contentType)\r\n"
    head += "Content-Length: \(response.body.count)\r\n"
    head += "Connection: close\r\n\r\n"
    guard let interval = response.byteInterval else {
      self.send(Data(head.utf8) + response.body, to: connection)
      close(connection)
      return
    }
    let headBytes = Data(head.utf8)
    let thread = Thread { [self] in
      guard self.send(headBytes, to: connection) else {
        close(connection)
        return
      }
      for byte in response.body {
        Thread.sleep(forTimeInterval: interval)
        if self.send(Data([byte]), to: connection) == false { break }
      }
      close(connection)
    }
    thread.start()
  }

  /// The route's response to the request read from `connection`, or `nil` if it hung up.
  private func readRequest(_ connection: Int32) -> Response? {
    var request = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let terminator = Data("\r\n\r\n".utf8)
    while request.range(of: terminator) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      if count <= 0 { return nil }
      request.append(buffer, count: count)
    }
    let line = String(decoding: request.prefix { $0 != UInt8(ascii: "\r") }, as: UTF8.self)
    let parts = line.split(separator: " ")
    let path = parts.count > 1 ? String(parts[1]) : "/"
    return self.routes[path]
      ?? Response(status: 404, contentType: "text/plain", body: Data("not found\n".utf8))
  }

  /// Sends all of `data`; `false` once the client has hung up.
  @discardableResult
  private func send(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
      guard let base = raw.baseAddress else { return true }
      var offset = 0
      while offset < raw.count {
        // MSG_NOSIGNAL: a client that hung up must not kill the test process with SIGPIPE.
        let sent = Glibc.send(connection, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }
}
