import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import QuakesData
import Services

/// Builds the QuakesData side of the module: the SQLite cache, the remote feed and the Listener
/// that joins them to the store.
@MainActor package enum QuakesWiring {
  package typealias Session = NetworkSession<BoundedURLSession>
  package typealias QuakesListener = Listener<LocalStore, RemoteStore<Session>>

  /// - Parameter limits: the feed call's total deadline and largest body (30 s, 64 MiB).
  package static func makeListener(
    localStore: LocalStore,
    remoteBaseURL: URL,
    store: QuakesStore,
    limits: NetworkLimits = .standard
  ) -> QuakesListener {
    let configuration = URLSessionConfiguration.ephemeral
    // A refresh that cannot connect should fail in seconds, not after the default minute.
    configuration.timeoutIntervalForRequest = 30
    let remoteStore = RemoteStore(
      session: NetworkSession(
        urlSession: BoundedURLSession(configuration: configuration, maximumBodySize: limits.maximumBodySize),
        limits: limits
      ),
      baseURL: remoteBaseURL
    )
    let listener = Listener(localStore: localStore, remoteStore: remoteStore)
    listener.listen(to: store)
    return listener
  }
}
