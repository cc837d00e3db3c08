import Foundation
import HashTreeCollections
public import ImmutableData
import Logging

/// Turns UI actions into persistent-store work.
///
/// A thunk runs only when the reducer just moved the relevant status to `waiting`, so a
/// repeated tap or a second window never starts the same work twice. Stream elements are
/// handled one at a time: the next action is looked at after the previous work finished.
/// Each element is logged (`Old State`, `Action`, `New State`) at debug level to ``AnimalsLog``.
@MainActor final public class Listener<PersistentStore> where PersistentStore: PersistentSessionPersistentStore {
  private let session: PersistentSession<PersistentStore>

  private weak var store: AnyObject?
  private var task: Task<Void, Never>?

  public init(store: PersistentStore) {
    self.session = PersistentSession(store: store)
  }

  isolated deinit {
    self.task?.cancel()
  }
}

extension Listener {
  /// Starts listening to `store`; a second call with the same store does nothing.
  public func listen(
    to store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction>
      & ImmutableData.Selector<AnimalsState>
      & ImmutableData.Streamer<AnimalsState, AnimalsAction>
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
          AnimalsLog.logger.debug("[AnimalsData][Listener] Old State: \(oldState)")
          AnimalsLog.logger.debug("[AnimalsData][Listener] Action: \(action)")
          AnimalsLog.logger.debug("[AnimalsData][Listener] New State: \(store.state)")
          guard let self else { return }
          // What this action starts is recorded (DevTools) as this Listener's, started by it.
          await ActionOrigin.$current.withValue(.listener(Self.name, startedBy: action)) {
            await self.onReceive(from: store, oldState: oldState, action: action)
          }
        }
      } catch {
        // Only a generic stream can throw; the Store's own stream never does.
        Self.report(error)
      }
    }
  }
}

extension Listener {
  private func onReceive(
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction
  ) async {
    switch action {
    case .ui(.categoryList(action: let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .ui(.animalList(action: let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .ui(.animalDetail(action: let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .ui(.animalEditor(action: let action)):
      await self.onReceive(from: store, oldState: oldState, action: action)
    case .data:
      // Results from the store start no further work.
      break
    }
  }

  private func onReceive(
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.CategoryList
  ) async {
    switch action {
    case .onAppear:
      if oldState.categories.status == nil, store.state.categories.status == .waiting {
        await self.run("fetchCategoriesQuery", self.session.fetchCategoriesQuery(), on: store)
      }
    case .onTapReloadSampleDataButton:
      if oldState.categories.status != .waiting, store.state.categories.status == .waiting,
        oldState.animals.status != .waiting, store.state.animals.status == .waiting
      {
        await self.run("reloadSampleDataMutation", self.session.reloadSampleDataMutation(), on: store)
      }
    }
  }

  private func onReceive(
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalList
  ) async {
    switch action {
    case .onAppear:
      if oldState.animals.status == nil, store.state.animals.status == .waiting {
        await self.run("fetchAnimalsQuery", self.session.fetchAnimalsQuery(), on: store)
      }
    case .onTapDeleteSelectedAnimalButton(let animalId):
      await self.deleteAnimal(animalId, from: store, oldState: oldState)
    }
  }

  private func onReceive(
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalDetail
  ) async {
    switch action {
    case .onTapDeleteSelectedAnimalButton(let animalId):
      await self.deleteAnimal(animalId, from: store, oldState: oldState)
    }
  }

  private func onReceive(
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState,
    action: AnimalsAction.UI.AnimalEditor
  ) async {
    switch action {
    case .onTapAddAnimalButton(let id, let name, let diet, let categoryId):
      if Self.didStartWaiting(id, oldState: oldState, store: store) {
        await self.run(
          "addAnimalMutation", self.session.addAnimalMutation(id: id, name: name, diet: diet, categoryId: categoryId), on: store)
      }
    case .onTapUpdateAnimalButton(let animalId, let name, let diet, let categoryId):
      if Self.didStartWaiting(animalId, oldState: oldState, store: store) {
        await self.run(
          "updateAnimalMutation",
          self.session.updateAnimalMutation(animalId: animalId, name: name, diet: diet, categoryId: categoryId),
          on: store
        )
      }
    }
  }

  private func deleteAnimal(
    _ animalId: Animal.ID,
    from store: some ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState>,
    oldState: AnimalsState
  ) async {
    if Self.didStartWaiting(animalId, oldState: oldState, store: store) {
      await self.run("deleteAnimalMutation", self.session.deleteAnimalMutation(animalId: animalId), on: store)
    }
  }

  /// True when the status of `animalId` in the queue just became `waiting`.
  private static func didStartWaiting(
    _ animalId: Animal.ID,
    oldState: AnimalsState,
    store: some ImmutableData.Selector<AnimalsState>
  ) -> Bool {
    oldState.animals.queue[animalId] != .waiting && store.state.animals.queue[animalId] == .waiting
  }

  /// The name this Listener's work is recorded under (`ActionOrigin`, DevTools).
  nonisolated static var name: String { "AnimalsData.Listener" }

  /// Dispatches `thunk`, named `name` in the origin of what it dispatches.
  private func run<Store>(
    _ name: String,
    _ thunk: @Sendable (Store.Dispatcher, Store.Selector) async throws -> Void,
    on store: Store
  ) async where Store: ImmutableData.Dispatcher<AnimalsState, AnimalsAction> & ImmutableData.Selector<AnimalsState> {
    do {
      try await ActionOrigin.$current.withValue(ActionOrigin.current?.running(thunk: name)) {
        try await store.dispatch(thunk: thunk)
      }
    } catch {
      // The failure already became a `failure` status; this also leaves a trace for operators.
      Self.report(error)
    }
  }

  nonisolated private static func report(_ error: any Error) {
    FileHandle.standardError.write(Data("[AnimalsData] \(error.localizedDescription)\n".utf8))
  }
}
