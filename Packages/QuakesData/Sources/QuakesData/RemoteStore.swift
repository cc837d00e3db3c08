public import Foundation

#if canImport(FoundationNetworking)
  package import FoundationNetworking
#endif

/// Fetches quakes from the USGS summary feeds (or a server that serves the same paths).
final public actor RemoteStore<NetworkSession>: PersistentSessionRemoteStore
where NetworkSession: RemoteStoreNetworkSession {
  /// The real USGS feed; tests and demos pass their own.
  public static var defaultBaseURL: URL {
    URL(string: "https://earthquake.usgs.gov/earthquakes/feed/v1.0/")!
  }

  private let session: NetworkSession
  private let baseURL: URL

  public init(session: NetworkSession, baseURL: URL = RemoteStore.defaultBaseURL) {
    self.session = session
    self.baseURL = baseURL
  }
}

extension RemoteStore {
  /// The feed path of `range`, relative to the base URL.
  package static func path(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) -> String {
    switch range {
    case .allHour: "summary/all_hour.geojson"
    case .allDay: "summary/all_day.geojson"
    case .allWeek: "summary/all_week.geojson"
    case .allMonth: "summary/all_month.geojson"
    }
  }

  package func networkRequest(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) -> URLRequest {
    var request = URLRequest(url: self.baseURL.appendingPathComponent(Self.path(range: range)))
    request.httpMethod = "GET"
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    return request
  }

  public func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake] {
    try await self.fetchRemoteFeedQuery(range: range).quakes
  }

  /// The feed of `range`: its accepted quakes and how many features were out of range.
  public func fetchRemoteFeedQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> RemoteFeed {
    try await self.session.feed(for: self.networkRequest(range: range))
  }
}
