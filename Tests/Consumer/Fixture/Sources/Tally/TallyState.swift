/// A running total of the amounts a user added.
public struct TallyState: Equatable, Sendable {
  /// The sum of every amount added.
  public var total: Int
  /// How many amounts were added.
  public var count: Int

  /// A tally at `total` after `count` additions (zero by default).
  public init(total: Int = 0, count: Int = 0) {
    self.total = total
    self.count = count
  }
}

extension TallyState {
  /// Selects the total.
  public static func selectTotal() -> @Sendable (Self) -> Int {
    { state in state.total }
  }
}
