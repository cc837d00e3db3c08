public import Foundation
public import Services

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The network session an app fetches the USGS feed with: bounded in time and size, so a
/// slow or hostile feed server cannot hold a refresh or the process's memory.
public typealias QuakesFeedSession = NetworkSession<BoundedURLSession>

extension RemoteStore where NetworkSession == QuakesFeedSession {
  /// A remote store on a ``QuakesFeedSession`` for the feed under `baseURL`.
  ///
  /// - Parameter limits: the call's total deadline and largest body (30 s, 64 MiB by default).
  public static func feed(
    baseURL: URL = RemoteStore.defaultBaseURL,
    limits: NetworkLimits = .standard
  ) -> RemoteStore<QuakesFeedSession> {
    let configuration = URLSessionConfiguration.ephemeral
    // A refresh that cannot connect should fail in seconds, not after the default minute.
    configuration.timeoutIntervalForRequest = 30
    let urlSession = BoundedURLSession(configuration: configuration, maximumBodySize: limits.maximumBodySize)
    return RemoteStore(session: QuakesFeedSession(urlSession: urlSession, limits: limits), baseURL: baseURL)
  }
}
