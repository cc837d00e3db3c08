import ServerOptions

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
    guard let host = HostName.normalised(String(hostPart)), !host.contains(":") || host.hasPrefix("[") else {
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

  /// An `--allowed-host` value (`name`, `name:port`, `fe80::1` or `[fe80::1]`) as the host
  /// name the allow-list keeps; its port, if any, is not checked.
  static func allowListEntry(_ value: String) -> String? {
    if value.filter({ $0 == ":" }).count > 1 && !value.hasPrefix("[") { return HostName.normalised(value) }
    return HostAuthority(value)?.host
  }

  /// `0.0.0.0` or `[::]`: listening on every interface, not a name a client sends.
  static func isWildcard(_ host: String) -> Bool {
    host == "0.0.0.0" || host == "[::]"
  }
}
