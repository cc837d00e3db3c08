import AnimalsData
import DevTools
import DomainRegistry
import ImmutableData

/// The one Store of the Animals product, shared by every tab.
typealias AnimalsStore = ImmutableData.Store<AnimalsState, AnimalsAction>

extension ImmutableData.Store where State == AnimalsState, Action == AnimalsAction {
  /// The module's store: the book's reducer over an empty state (the Listener fills it from
  /// the persistent store). With `--devtools` DevTools records it.
  static func make(inspection: InspectionHook?) -> AnimalsStore {
    StoreInspector.makeStore(initialState: AnimalsState(), reducer: AnimalsReducer.reduce, inspection: inspection)
  }

  /// Returns once `isSettled(store)` holds (checked now and after every dispatch) or `limit`
  /// passed: a bounded wait for the Listener's asynchronous work to show up in the store.
  /// Never throws and never waits longer than `limit`.
  @MainActor func waitUntilSettled(
    limit: Duration,
    until isSettled: @escaping @MainActor @Sendable (AnimalsStore) -> Bool
  ) async {
    if isSettled(self) { return }
    // Made on the main actor right after the check, so no dispatch slips in between.
    let stream = self.makeStream()
    let waiter = Task { @MainActor in
      for await _ in stream where isSettled(self) {
        return
      }
    }
    let timeout = Task {
      try? await Task.sleep(for: limit)
      waiter.cancel()
    }
    await withTaskCancellationHandler {
      await waiter.value
    } onCancel: {
      waiter.cancel()
    }
    timeout.cancel()
  }

  /// No fetch or reload is in flight.
  @MainActor var isIdle: Bool {
    self.select(AnimalsState.selectCategoriesStatus()) != .waiting
      && self.select(AnimalsState.selectAnimalsStatus()) != .waiting
  }
}
