/// Returns the next tally for an action; refuses amounts that are not positive.
public enum TallyReducer {
  /// Why an action was refused.
  public struct Error: Swift.Error, Equatable, CustomStringConvertible {
    /// The refused amount.
    public let amount: Int
    /// The message a person reads.
    public var description: String { "Amounts must be positive (got \(amount))." }
  }

  /// The tally after `action`.
  @Sendable public static func reduce(state: TallyState, action: TallyAction) throws -> TallyState {
    var state = state
    switch action {
    case .didAddAmount(let amount):
      guard amount > 0 else { throw Error(amount: amount) }
      state.total += amount
      state.count += 1
    case .didLoadSavedTotal(let total):
      state.total = total
    }
    return state
  }
}
