/// What happened to the tally.
public enum TallyAction: Equatable, Sendable {
  /// The user added `amount`.
  case didAddAmount(Int)
  /// A saved total was loaded.
  case didLoadSavedTotal(Int)
}
