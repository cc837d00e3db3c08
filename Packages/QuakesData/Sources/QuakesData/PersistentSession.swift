import Foundation
import ImmutableData

/// Builds the thunks that run queries and mutations on the stores and report results as actions.
///
/// Queries dispatch a `success` or `failure` action; mutations follow the optimistic updates the
/// reducer already made and dispatch only a failure (`didFailToSaveQuakes`).
final actor PersistentSession<LocalStore, RemoteStore>
where LocalStore: PersistentSessionLocalStore, RemoteStore: PersistentSessionRemoteStore {
  private let localStore: LocalStore
  private let remoteStore: RemoteStore

  init(localStore: LocalStore, remoteStore: RemoteStore) {
    self.localStore = localStore
    self.remoteStore = remoteStore
  }
}

extension PersistentSession {
  func fetchLocalQuakesQuery<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      let quakes: [Quake]
      do {
        quakes = try await self.localStore.fetchLocalQuakesQuery()
      } catch {
        try await dispatcher.dispatch(
          action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .failure(error: error.localizedDescription)))))
        )
        throw error
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.localStore(.didFetchQuakes(result: .success(quakes: quakes)))))
      )
    }
  }

  func fetchRemoteQuakesQuery<Dispatcher, Selector>(
    range: QuakesAction.UI.QuakeList.RefreshQuakesRange
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      let quakes: [Quake]
      do {
        let feed = try await self.remoteStore.fetchRemoteFeedQuery(range: range)
        quakes = feed.quakes
        if feed.skippedFeatureCount > 0 {
          try await dispatcher.dispatch(
            action: .data(.persistentSession(.remoteStore(.didSkipFeatures(count: feed.skippedFeatureCount))))
          )
        }
      } catch {
        try await dispatcher.dispatch(
          action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure(error: error.localizedDescription)))))
        )
        throw error
      }
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: quakes)))))
      )
    }
  }
}

extension PersistentSession {
  /// Runs a cache write; a failure becomes a `failure` status (the page shows it) and is
  /// rethrown so the Listener knows the cache is behind.
  private static func save(
    _ dispatcher: some ImmutableData.Dispatcher<QuakesState, QuakesAction>,
    _ write: () async throws -> Void
  ) async throws {
    do {
      try await write()
    } catch {
      try await dispatcher.dispatch(
        action: .data(.persistentSession(.localStore(.didFailToSaveQuakes(error: error.localizedDescription))))
      )
      throw error
    }
  }

  func replaceLocalQuakesMutation<Dispatcher, Selector>(
    with quakes: [Quake]
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      try await Self.save(dispatcher) {
        try await self.localStore.replaceLocalQuakesMutation(with: quakes)
      }
    }
  }

  func didFetchRemoteQuakesMutation<Dispatcher, Selector>(
    inserted: [Quake],
    updated: [Quake],
    deleted: [Quake]
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      try await Self.save(dispatcher) {
        try await self.localStore.didFetchRemoteQuakesMutation(inserted: inserted, updated: updated, deleted: deleted)
      }
    }
  }

  func deleteLocalQuakeMutation<Dispatcher, Selector>(
    quakeId: Quake.ID
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      try await Self.save(dispatcher) {
        try await self.localStore.deleteLocalQuakeMutation(quakeId: quakeId)
      }
    }
  }

  func deleteLocalQuakesMutation<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { dispatcher, _ in
      try await Self.save(dispatcher) {
        try await self.localStore.deleteLocalQuakesMutation()
      }
    }
  }
}
