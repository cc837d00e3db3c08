/// The local database the Quakes product caches quakes in.
public protocol PersistentSessionLocalStore: Sendable {
  func fetchLocalQuakesQuery() async throws -> [Quake]
  func didFetchRemoteQuakesMutation(
    inserted: [Quake],
    updated: [Quake],
    deleted: [Quake]
  ) async throws
  func deleteLocalQuakeMutation(quakeId: Quake.ID) async throws
  func deleteLocalQuakesMutation() async throws
  /// Makes the store hold exactly `quakes`, in one transaction: how the Listener brings the
  /// cache back in line after a failed write. The default deletes all, then inserts.
  func replaceLocalQuakesMutation(with quakes: [Quake]) async throws
}

extension PersistentSessionLocalStore {
  public func replaceLocalQuakesMutation(with quakes: [Quake]) async throws {
    try await self.deleteLocalQuakesMutation()
    try await self.didFetchRemoteQuakesMutation(inserted: quakes, updated: [], deleted: [])
  }
}

/// The remote server the Quakes product fetches quakes from.
public protocol PersistentSessionRemoteStore: Sendable {
  func fetchRemoteQuakesQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> [Quake]
  /// The feed with the count of features skipped for out-of-range numbers. The default wraps
  /// ``fetchRemoteQuakesQuery(range:)`` and skips nothing.
  func fetchRemoteFeedQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> RemoteFeed
}

extension PersistentSessionRemoteStore {
  public func fetchRemoteFeedQuery(range: QuakesAction.UI.QuakeList.RefreshQuakesRange) async throws -> RemoteFeed {
    RemoteFeed(quakes: try await self.fetchRemoteQuakesQuery(range: range), skippedFeatureCount: 0)
  }
}
