/// A `Host` header value (`name`, `name:port`, `[v6]:port`), host name lowercased.
struct HostAuthority: Equatable, CustomStringConvertible, Sendable {
  /// Lowercased, without a trailing dot; IPv6 addresses keep their brackets.
  let host: String
  let port: Int?

  /// Parses `text`, or nil when it is not a host with an optional decimal port.
  init?(_ text: String) {
    guard !text.isEmpty, text.utf8.count <= 255 else { return nil }
    var hostPart = Substring(text)
    var portPart: Substring?
    if text.hasPrefix("[") {
      guard let close = text.firstIndex(of: "]") else { return nil }
      hostPart = text[...close]
      let rest = text[text.index(after: close)...]
      if !rest.isEmpty {
        guard rest.hasPrefix(":") else { return nil }
        portPart = rest.dropFirst()
      }
    } else if text.filter({ $0 == ":" }).count > 1 {
      return nil  // an IPv6 address in a Host header is bracketed
    } else if let colon = text.lastIndex(of: ":") {
      hostPart = text[..<colon]
      portPart = text[text.index(after: colon)...]
    }
    guard let host = Self.normalisedHostName(String(hostPart)), !host.contains(":") || host.hasPrefix("[") else {
      return nil
    }
    if let portPart {
      guard !portPart.isEmpty, portPart.count <= 5, portPart.allSatisfy(\.isASCII), let port = Int(portPart),
        (0...65535).contains(port)
      else { return nil }
      self.port = port
    } else {
      self.port = nil
    }
    self.host = host
  }

  var description: String { port.map { "\(host):\($0)" } ?? host }

  /// A host name as the allow-list compares it: lowercased, no trailing dot, a bare IPv6
  /// address bracketed. Nil for an empty name or one with characters a host cannot have.
  static func normalisedHostName(_ name: String) -> String? {
    var name = name.lowercased()
    if name.hasSuffix(".") { name.removeLast() }
    guard !name.isEmpty else { return nil }
    let allowed = name.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || "-._:[]%".unicodeScalars.contains(scalar)
    }
    guard allowed else { return nil }
    if name.contains(":") && !name.hasPrefix("[") { return "[\(name)]" }
    return name
  }

  /// An `--allowed-host` value (`name`, `name:port`, `fe80::1` or `[fe80::1]`) as the host
  /// name the allow-list keeps; its port, if any, is not checked.
  static func allowListEntry(_ value: String) -> String? {
    if value.filter({ $0 == ":" }).count > 1 && !value.hasPrefix("[") { return normalisedHostName(value) }
    return HostAuthority(value)?.host
  }

  /// The names of this machine's loopback interface, as `normalisedHostName` writes them: what
  /// a browser on this machine sends in `Host`.
  static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

  /// True for a host to listen on (or a name) only this machine can reach: `localhost`,
  /// `127.0.0.0/8`, `::1` (bracketed or not).
  static func isLoopback(_ host: String) -> Bool {
    guard let name = normalisedHostName(host) else { return false }
    return loopbackNames.contains(name) || name.hasPrefix("127.")
  }

  /// `0.0.0.0` or `[::]`: listening on every interface, not a name a client sends.
  static func isWildcard(_ host: String) -> Bool {
    host == "0.0.0.0" || host == "[::]"
  }
}
