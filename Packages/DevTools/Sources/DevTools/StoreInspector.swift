import DequeModule
public import DevToolsInspection
public import DomainRegistry
public import ImmutableData

/// The generic DevTools adapter over one module's `ImmutableData.Store`.
///
/// A module adopts inspection by building its store through ``makeStore(initialState:reducer:inspection:recipe:)``
/// (one line); without DevTools that returns a plain `Store` and costs nothing. With DevTools
/// the store's reducer is wrapped: every reduction is recorded with its time, origin (a page's
/// form action or a Listener/thunk), reducer duration and the states before and after, in a
/// history bounded to the host's limit. States and actions are rendered with custom-dump only
/// when DevTools asks.
@MainActor public final class StoreInspector<State, Action>: ModuleInspector where State: Sendable, Action: Sendable {
  let initialState: State
  let reducer: @Sendable (State, Action) throws -> State
  let historyLimit: Int
  let recipe: TestRecipe?
  /// The newest `historyLimit` steps, oldest first.
  var history: Deque<RecordedStep<State, Action>> = []
  public internal(set) var latestStep = 0
  /// The state the store would hold without time travel.
  var present: State
  public internal(set) var travelledStep: Int?
  weak var store: Store<State, Action>?

  init(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    historyLimit: Int,
    recipe: TestRecipe?
  ) {
    self.initialState = initialState
    self.reducer = reducer
    self.historyLimit = Swift.max(1, historyLimit)
    self.recipe = recipe
    self.present = initialState
  }
}

extension StoreInspector {
  /// The module's store, inspected when `inspection` is given (the app runs with `--devtools`).
  ///
  /// ```swift
  /// let store = StoreInspector.makeStore(initialState: CounterState(), reducer: CounterReducer.reduce, inspection: context.inspection)
  /// ```
  /// - Parameter recipe: lets "Generate test" write a test for this module.
  public static func makeStore(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    inspection: InspectionHook?,
    recipe: TestRecipe? = nil
  ) -> Store<State, Action> {
    makeStore(initialState: initialState, reducer: reducer, inspection: inspection, recipe: recipe, reportedFailure: nil)
  }

  /// The module's store as above, whose actions `reportedFailure` finds a failure in (a
  /// Listener's failed write or fetch) counted by the host's metrics.
  public static func makeStore(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    inspection: InspectionHook?,
    recipe: TestRecipe? = nil,
    reportedFailure: (@Sendable (Action) -> ReportedFailure?)?
  ) -> Store<State, Action> {
    // The host's metrics hear every reduction, inspected or not.
    let observer = ReductionObserver.current
    guard let inspection else {
      return Store(initialState: initialState, reducer: observer?.observing(reducer, reportedFailure: reportedFailure) ?? reducer)
    }
    let inspector = StoreInspector(
      initialState: initialState,
      reducer: reducer,
      historyLimit: inspection.historyLimit,
      recipe: recipe
    )
    let recording = inspector.recordingReducer()
    let store = Store(initialState: initialState, reducer: observer?.observing(recording, reportedFailure: reportedFailure) ?? recording)
    inspector.store = store
    inspection.register(inspector)
    return store
  }

  /// An inspector and its store outside a host (tests, benchmarks).
  public static func makeInspectedStore(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    historyLimit: Int = 500,
    recipe: TestRecipe? = nil
  ) -> (store: Store<State, Action>, inspector: StoreInspector<State, Action>) {
    let inspector = StoreInspector(initialState: initialState, reducer: reducer, historyLimit: historyLimit, recipe: recipe)
    let store = Store(initialState: initialState, reducer: inspector.recordingReducer())
    inspector.store = store
    return (store, inspector)
  }

  /// How many steps the history holds now (at most the limit).
  public var recordedCount: Int {
    self.history.count
  }
}
