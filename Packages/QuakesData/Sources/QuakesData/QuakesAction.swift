/// Everything that can happen to the Quakes product: user events and data results. `Codable`
/// (every nested case too) so DevTools can export, replay and turn sessions into tests.
public enum QuakesAction: Hashable, Sendable, Codable {
  case ui(_ action: UI)
  case data(_ action: Data)
}

extension QuakesAction {
  public enum UI: Hashable, Sendable, Codable {
    case quakeList(_ action: QuakeList)
  }
}

extension QuakesAction.UI {
  public enum QuakeList: Hashable, Sendable, Codable {
    case onAppear
    case onTapRefreshQuakesButton(range: RefreshQuakesRange)
    case onTapDeleteSelectedQuakeButton(quakeId: Quake.ID)
    case onTapDeleteAllQuakesButton
  }
}

extension QuakesAction.UI.QuakeList {
  public enum RefreshQuakesRange: Hashable, Sendable, CaseIterable, Codable {
    case allHour
    case allDay
    case allWeek
    case allMonth
  }
}

extension QuakesAction {
  public enum Data: Hashable, Sendable, Codable {
    case persistentSession(_ action: PersistentSession)
  }
}

extension QuakesAction.Data {
  public enum PersistentSession: Hashable, Sendable, Codable {
    case localStore(_ action: LocalStore)
    case remoteStore(_ action: RemoteStore)
  }
}

extension QuakesAction.Data.PersistentSession {
  public enum LocalStore: Hashable, Sendable, Codable {
    case didFetchQuakes(result: FetchQuakesResult)
    /// A write to the cache (a refresh's changes, a delete) failed; the status shows `error`.
    /// Not in the book, whose writes cannot fail visibly.
    case didFailToSaveQuakes(error: String)
  }
}

extension QuakesAction.Data.PersistentSession.LocalStore {
  public enum FetchQuakesResult: Hashable, Sendable, Codable {
    case success(quakes: [Quake])
    case failure(error: String)
  }
}

extension QuakesAction.Data.PersistentSession {
  public enum RemoteStore: Hashable, Sendable, Codable {
    case didFetchQuakes(result: FetchQuakesResult)
    /// The feed had `count` features with out-of-range numbers, left out of the result that
    /// follows. Not in the book, whose feed is trusted.
    case didSkipFeatures(count: Int)
  }
}

extension QuakesAction.Data.PersistentSession.RemoteStore {
  public enum FetchQuakesResult: Hashable, Sendable, Codable {
    case success(quakes: [Quake])
    case failure(error: String)
  }
}
