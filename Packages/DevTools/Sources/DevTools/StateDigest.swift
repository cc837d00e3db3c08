import CustomDump

/// A short fingerprint of a state: FNV-1a (64 bits) of its custom-dump rendering, so two
/// states that read the same have the same digest whatever their memory layout.
enum StateDigest {
  static func of<State>(_ state: State) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in String(customDumping: state).utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return "fnv1a64:" + String(repeating: "0", count: 16 - hex.count) + hex
  }
}
