import ImmutableData

/// Builds the thunks that run queries and mutations on the stores and report results as actions.
///
/// Queries dispatch a `success` or `failure` action; mutations follow the optimistic updates the
/// reducer already made and dispatch nothing.
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
      let quakes: Array<Quake>
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
      let quakes: Array<Quake>
      do {
        quakes = try await self.remoteStore.fetchRemoteQuakesQuery(range: range)
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
  func didFetchRemoteQuakesMutation<Dispatcher, Selector>(
    inserted: Array<Quake>,
    updated: Array<Quake>,
    deleted: Array<Quake>
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { _, _ in
      try await self.localStore.didFetchRemoteQuakesMutation(inserted: inserted, updated: updated, deleted: deleted)
    }
  }

  func deleteLocalQuakeMutation<Dispatcher, Selector>(
    quakeId: Quake.ID
  ) -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { _, _ in
      try await self.localStore.deleteLocalQuakeMutation(quakeId: quakeId)
    }
  }

  func deleteLocalQuakesMutation<Dispatcher, Selector>() -> @Sendable (Dispatcher, Selector) async throws -> Void
  where Dispatcher: ImmutableData.Dispatcher<QuakesState, QuakesAction>, Selector: ImmutableData.Selector<QuakesState> {
    { _, _ in
      try await self.localStore.deleteLocalQuakesMutation()
    }
  }
}
