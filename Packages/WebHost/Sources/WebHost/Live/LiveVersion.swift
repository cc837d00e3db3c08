/// How far a tab has followed one page location: the host process it heard from (`boot`) and
/// the sequence number of the last change of that location it has applied.
///
/// Sent as `boot.sequence` (the event stream's `id:`, the WebSocket message's `v`); a tab that
/// reconnects hands it back and receives only the regions that changed since. A version from
/// another process (a restart, another instance behind a proxy) cannot be compared, and gets
/// every region.
struct LiveVersion: Hashable, Sendable, CustomStringConvertible {
  let boot: String
  let sequence: UInt64

  init(boot: String, sequence: UInt64) {
    self.boot = boot
    self.sequence = sequence
  }

  /// Parses `boot.sequence`; nil for anything else (a client's text is never trusted).
  init?(_ text: some StringProtocol) {
    guard text.utf8.count <= 64, let dot = text.lastIndex(of: "."),
      let sequence = UInt64(text[text.index(after: dot)...])
    else { return nil }
    let boot = text[..<dot]
    guard !boot.isEmpty, boot.utf8.allSatisfy({ Self.isBootCharacter($0) }) else { return nil }
    self.init(boot: String(boot), sequence: sequence)
  }

  var description: String { "\(boot).\(sequence)" }

  private static func isBootCharacter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
  }
}

/// The host's clock of live changes: one counter for every location, so a location whose
/// record was forgotten and made again never reuses numbers a tab may hold.
@MainActor
final class LiveSequence {
  /// This process's identity in versions: random, so a restarted host never matches.
  let boot: String
  private(set) var current: UInt64 = 0

  init(boot: String = String(UInt64.random(in: 1...UInt64.max), radix: 36)) {
    self.boot = boot
  }

  /// The number of a new change.
  func next() -> UInt64 {
    current += 1
    return current
  }

  func version(_ sequence: UInt64) -> LiveVersion {
    LiveVersion(boot: boot, sequence: sequence)
  }
}
