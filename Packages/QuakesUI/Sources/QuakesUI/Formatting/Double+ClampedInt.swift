extension Double {
  /// This value rounded toward zero as an `Int`, clamped to ±2^53 and 0 for NaN.
  ///
  /// `Int(_:)` traps on a value it cannot hold; numbers here come from a feed, so formatting
  /// must not be the place a bad one ends the process (the feed's limits already refuse them).
  var clampedInt: Int {
    guard self.isNaN == false else { return 0 }
    let limit = 9_007_199_254_740_992.0
    return Int(Swift.min(Swift.max(self, -limit), limit))
  }
}
