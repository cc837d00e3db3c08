import NIOCore

/// How many messages a tab may still send: a token bucket of `burst` tokens, refilled at `rate`
/// a second, one token per message. A tab that runs out is closed (see `LiveFrameHandler`): a
/// browser's tab sends a hello, a `go` per navigation and a pong per heartbeat, far below it,
/// so only a broken or hostile client meets it, and it costs no other tab anything.
struct LiveMessageBudget {
  /// Tokens added per second.
  let rate: Double
  /// The most tokens held: messages the tab may send at once.
  let burst: Double
  /// Tokens held now (as of `refilled`).
  private var tokens: Double
  /// When `tokens` was last topped up.
  private var refilled: NIODeadline

  /// A full bucket at `now`.
  init(rate: Double = LiveSocket.messageRate, burst: Int = LiveSocket.messageBurst, now: NIODeadline = .now()) {
    self.rate = rate
    self.burst = Double(burst)
    tokens = Double(burst)
    refilled = now
  }

  /// Takes one message's token; false when there is none left.
  mutating func spend(at now: NIODeadline = .now()) -> Bool {
    let elapsed = Double((now - refilled).nanoseconds) / 1e9
    if elapsed > 0 {
      tokens = min(burst, tokens + elapsed * rate)
      refilled = now
    }
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
