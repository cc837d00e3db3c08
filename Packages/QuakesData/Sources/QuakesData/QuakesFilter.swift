/// Constant-time filters telling a selector whether an action may have changed its input.
public enum QuakesFilter {}

extension QuakesFilter {
  /// True for exactly the actions after which the reducer may have changed the quakes.
  public static func filterQuakes() -> @Sendable (QuakesState, QuakesAction) -> Bool {
    { _, action in
      switch action {
      case .ui(.quakeList(.onTapDeleteSelectedQuakeButton)):
        true
      case .ui(.quakeList(.onTapDeleteAllQuakesButton)):
        true
      case .data(.persistentSession(.localStore(.didFetchQuakes(.success)))):
        true
      case .data(.persistentSession(.remoteStore(.didFetchQuakes(.success)))):
        true
      default:
        false
      }
    }
  }
}
