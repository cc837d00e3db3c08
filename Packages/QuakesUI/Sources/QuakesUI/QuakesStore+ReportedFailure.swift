import DevToolsInspection
import ImmutableData
import QuakesData

extension QuakesStore {
  /// The failures the Quakes Listener already reports as actions, counted by the host's
  /// metrics: a cache read or write (`database`) and a feed fetch (`feed`); nil for every other
  /// action.
  @Sendable nonisolated static func reportedFailure(of action: QuakesAction) -> ReportedFailure? {
    guard case .data(.persistentSession(let session)) = action else { return nil }
    switch session {
    case .localStore(.didFetchQuakes(result: .failure)), .localStore(.didFailToSaveQuakes):
      return .database
    case .remoteStore(.didFetchQuakes(result: .failure)):
      return .feed
    case .localStore(.didFetchQuakes(result: .success)), .remoteStore(.didFetchQuakes(result: .success)),
      .remoteStore(.didSkipFeatures):
      return nil
    }
  }
}
