/// Host names as the servers here compare them, and the one rule for which of them only this
/// machine can reach.
///
/// WebHost's `Host` allow-list, `--host` warnings and the metrics listener all ask "is this
/// loopback?"; they ask it here so that `LocalHost.`, `[::1]` and `127.0.0.2` get one answer.
///
/// ```swift
/// HostName.isLoopback("127.0.0.1")  // true
/// HostName.isLoopback("[::1]")      // true
/// HostName.isLoopback("0.0.0.0")    // false: every interface
/// HostName.normalised("Notes.LAN.") // "notes.lan"
/// ```
public enum HostName {
  /// The names of this machine's loopback interface, as ``normalised(_:)`` writes them: what a
  /// browser on this machine sends in `Host`.
  public static let loopbackNames: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

  /// `name` lowercased, without a trailing dot, a bare IPv6 address bracketed; nil for an empty
  /// name or one with characters a host cannot have.
  public static func normalised(_ name: String) -> String? {
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

  /// True for an address to listen on (or a name) only this machine can reach: `localhost`,
  /// `127.0.0.0/8`, `::1` (bracketed or not), in any case, with or without a trailing dot.
  public static func isLoopback(_ host: String) -> Bool {
    guard let name = normalised(host) else { return false }
    return loopbackNames.contains(name) || name.hasPrefix("127.")
  }
}
