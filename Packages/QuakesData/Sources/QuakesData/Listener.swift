import Foundation
import HashTreeCollections
public import ImmutableData
import Logging
import Services

/// Turns actions into side effects: store queries when the UI asks, one local mutation per
/// remote result (even one that changed nothing). Each element is logged (`Old State`, `Action`,
/// `New State`) at debug level to ``QuakesLog``.
///
/// As in the book, the Listener finishes one action's effects before it takes the next one: a
/// refresh is awaited, so the cache writes that follow it run after its result, one at a time,
/// in order. A stalled feed cannot hold it for ever: the feed call has a total deadline (the
/// network session's, 30 s by default) and ends with a `failure` action, and listening to another
/// store cancels the call in flight (a released Listener stops after the action in hand). When a write fails the cache is
/// behind memory, so the next write replaces the whole cache with what memory holds.
@MainActor final public class Listener<LocalStore, RemoteStore>
where LocalStore: PersistentSessionLocalStore, RemoteStore: PersistentSessionRemoteStore {
  private let session: PersistentSession<LocalStore, RemoteStore>

  private weak var store: AnyObject?
  private var task: Task<Void, Never>?
  /// A cache write failed: memory and disk differ until a full rewrite succeeds.
  package private(set) var isCacheBehind = false

  public init(localStore: LocalStore, remoteStore: RemoteStore) {
    self.session = PersistentSession(localStore: localStore, remoteStore: remoteStore)
  }

  isolated deinit {
    self.task?.cancel()
  }
}

extension Listener {
  /// Starts listening to `store`; a second call with the same store does nothing.
  public func listen(
    to store: some ImmutableData.Dispatcher<QuakesState, QuakesAction>
      & ImmutableData.Selector<QuakesState>
      & ImmutableData.Streamer<QuakesState, QuakesAction>
      & AnyObject
  ) {
    guard self.store !== store else {
      return
    }
    self.store = store
    let stream = store.makeStream()
    self.task?.cancel()
    self.task = Task { [weak self] in
      do {
        for try await (oldState, action) in stream {
          QuakesLog.logger.debug("[QuakesData][Listener] Old State: \(oldState)")
          QuakesLog.logger.debug("[QuakesData][Listener] Action: \(action)")
          QuakesLog.logger.debug("[QuakesData][Listener] New State: \(store.state)")
          guard let self else { return }
          // What this action starts is recorded (DevTools) as this Listener's, started by it.
          await ActionOrigin.$current.withValue(.listener(Self.name, startedBy: action)) {
            await self.onReceive(from: store, oldState: oldState, action: action)
          }
        }
      } catch {
        Self.report(error)
      }
    }
  }
}

extension Listener {
  private func onReceive(
    from store: some ImmutableData.Dispatcher<QuakesState, QuakesAction> & ImmutableData.Selector<QuakesState>,
    oldState: QuakesState,
    action: QuakesAction
  ) async {
    switch action {
    case .ui(.quakeList(action: let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .data(.persistentSession(.localStore)):
      break
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .success(quakes: let quakes))))):
      if self.isCacheBehind {
        await self.rewriteCache(of: store)
        return
      }
      // An empty diff is saved too (an empty transaction), as the book's Listener does: the
      // local store sees every remote result.
      let diff = QuakesDiff(oldState: oldState, newState: store.state, remoteQuakes: quakes)
      await self.write(
        "didFetchRemoteQuakesMutation",
        self.session.didFetchRemoteQuakesMutation(inserted: diff.inserted, updated: diff.updated, deleted: diff.deleted),
        on: store
      )
    case .data(.persistentSession(.remoteStore(.didFetchQuakes(result: .failure)))),
      .data(.persistentSession(.remoteStore(.didSkipFeatures))):
      break
    }
  }

  /// Runs a cache write; a failure (already a `failure` status) marks the cache as behind.
  private func write<Store>(
    _ name: String,
    _ thunk: @Sendable (Store.Dispatcher, Store.Selector) async throws -> Void,
    on store: Store
  ) async where Store: ImmutableData.Dispatcher<QuakesState, QuakesAction> & ImmutableData.Selector<QuakesState> {
    if await self.run(name, thunk, on: store) == false {
      self.isCacheBehind = true
    }
  }

  /// Replaces the cache with every quake in memory; clears ``isCacheBehind`` when it worked.
  private func rewriteCache(
    of store: some ImmutableData.Dispatcher<QuakesState, QuakesAction> & ImmutableData.Selector<QuakesState>
  ) async {
    let quakes = Array(store.state.quakes.data.values)
    if await self.run("replaceLocalQuakesMutation", self.session.replaceLocalQuakesMutation(with: quakes), on: store) {
      self.isCacheBehind = false
    }
  }

  private func onReceive(
    from store: some ImmutableData.Dispatcher<QuakesState, QuakesAction> & ImmutableData.Selector<QuakesState>,
    oldState: QuakesState,
    action: QuakesAction.UI.QuakeList
  ) async {
    switch action {
    case .onAppear:
      // Only the transition nil -> waiting starts the first local fetch.
      if oldState.quakes.status == nil, store.state.quakes.status == .waiting {
        await self.run("fetchLocalQuakesQuery", self.session.fetchLocalQuakesQuery(), on: store)
      }
    case .onTapRefreshQuakesButton(let range):
      if oldState.quakes.status != .waiting, store.state.quakes.status == .waiting {
        // Awaited, as the book does: the call's deadline bounds the wait, and cancelling the
        // listening task (`listen(to:)` another store) cancels the call.
        await self.run("fetchRemoteQuakesQuery", self.session.fetchRemoteQuakesQuery(range: range), on: store)
      }
    case .onTapDeleteSelectedQuakeButton(let quakeId):
      if self.isCacheBehind {
        await self.rewriteCache(of: store)
      } else {
        await self.write("deleteLocalQuakeMutation", self.session.deleteLocalQuakeMutation(quakeId: quakeId), on: store)
      }
    case .onTapDeleteAllQuakesButton:
      if self.isCacheBehind {
        await self.rewriteCache(of: store)
      } else {
        await self.write("deleteLocalQuakesMutation", self.session.deleteLocalQuakesMutation(), on: store)
      }
    }
  }

  /// The name this Listener's work is recorded under (`ActionOrigin`, DevTools).
  nonisolated static var name: String { "QuakesData.Listener" }

  /// Dispatches `thunk`, named `name` in the origin of what it dispatches; `false` when it threw.
  @discardableResult
  private func run<Store>(
    _ name: String,
    _ thunk: @Sendable (Store.Dispatcher, Store.Selector) async throws -> Void,
    on store: Store
  ) async -> Bool where Store: ImmutableData.Dispatcher<QuakesState, QuakesAction> & ImmutableData.Selector<QuakesState> {
    do {
      try await ActionOrigin.$current.withValue(ActionOrigin.current?.running(thunk: name)) {
        try await store.dispatch(thunk: thunk)
      }
      return true
    } catch {
      // Query failures already became `failure` statuses; this also surfaces failed mutations.
      Self.report(error)
      return false
    }
  }

  nonisolated private static func report(_ error: any Error) {
    FileHandle.standardError.write(Data("[QuakesData] \(error.localizedDescription.removingURLUserInfo)\n".utf8))
  }
}
