public import DevToolsInspection
public import DomainRegistry
public import ImmutableData

/// The generic DevTools adapter over one module's `ImmutableData.Store`.
///
/// A module adopts inspection by building its store through ``makeStore(initialState:reducer:inspection:recipe:redaction:reportedFailure:)``
/// (one line); without DevTools that returns a plain `Store` and costs nothing. With DevTools
/// the store's reducer is wrapped: every reduction is recorded with its time, origin (a page's
/// form action or a Listener/thunk), reducer duration and the states before and after, in a
/// history bounded to the host's limit. States and actions are rendered with custom-dump only
/// when DevTools asks.
///
/// The history is bounded (`--devtools-history`, 500 by default); the oldest steps are dropped
/// first, and a session whose first step was dropped can no longer be replayed or turned into a
/// test, since its initial state is gone.
@MainActor public final class StoreInspector<State, Action>: ModuleInspector where State: Sendable, Action: Sendable {
  let initialState: State
  let reducer: @Sendable (State, Action) throws -> State
  let historyLimit: Int
  let recipe: TestRecipe?
  /// What every rendering, export, generated test and log entry leaves out.
  let redaction: Redaction<State, Action>
  /// The newest `historyLimit` steps and the present state, written by the store's reducer.
  let recorder: StepRecorder<State, Action>
  /// The step whose state the store shows while travelling; nil in the present.
  public internal(set) var travelledStep: Int?
  /// The steps whose actions the store's state leaves out (see ``skip(step:skipped:)``).
  public internal(set) var skippedSteps: Set<Int> = []
  /// The steps rendered so far by number: a recorded step never changes, so the page's polls
  /// render each one once. Holds only steps still in the history.
  var renderedSteps: [Int: InspectedStep] = [:]
  weak var store: Store<State, Action>?

  init(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    historyLimit: Int,
    recipe: TestRecipe?,
    redaction: Redaction<State, Action>
  ) {
    self.initialState = initialState
    self.reducer = reducer
    self.historyLimit = Swift.max(1, historyLimit)
    self.recipe = recipe
    self.redaction = redaction
    self.recorder = StepRecorder(initialState: initialState, reducer: reducer, limit: historyLimit)
  }

  /// The number of the newest recorded step; 0 before the first action. It keeps counting when
  /// the oldest steps leave the bounded history.
  public var latestStep: Int {
    self.recorder.latestStep
  }

  /// The state the store would hold without time travel or skipped actions.
  var present: State {
    self.recorder.present
  }

  /// Whether the history still holds step 1, so the initial state is the state before it.
  var reachesInitialState: Bool {
    self.recorder.firstStep <= 1
  }
}

extension StoreInspector {
  /// The module's store, inspected when `inspection` is given (the app runs with `--devtools`).
  ///
  /// ```swift
  /// let store = StoreInspector.makeStore(initialState: CounterState(), reducer: CounterReducer.reduce, inspection: context.inspection)
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the store starts from (and a replay or generated test too).
  ///   - reducer: The module's reducer; with DevTools on, the store runs it through the recorder.
  ///   - inspection: The module context's `inspection`: nil without `--devtools`, which gives a
  ///     plain `Store`.
  ///   - recipe: Lets "Generate test" write a test for this module; without one it answers
  ///     that no test can be generated.
  ///   - redaction: What DevTools must never write down (a token, a personal field): see
  ///     ``Redaction``. Nothing by default.
  ///   - reportedFailure: Finds a failure in an action (a Listener's failed write or fetch),
  ///     counted by the host's metrics.
  public static func makeStore(
    initialState: State,
    reducer: @escaping @Sendable (State, Action) throws -> State,
    inspection: InspectionHook?,
    recipe: TestRecipe? = nil,
    redaction: Redaction<State, Action> = .none,
    reportedFailure: (@Sendable (Action) -> ReportedFailure?)? = nil
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
      recipe: recipe,
      redaction: redaction
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
    recipe: TestRecipe? = nil,
    redaction: Redaction<State, Action> = .none
  ) -> (store: Store<State, Action>, inspector: StoreInspector<State, Action>) {
    let inspector = StoreInspector(
      initialState: initialState, reducer: reducer, historyLimit: historyLimit, recipe: recipe, redaction: redaction)
    let store = Store(initialState: initialState, reducer: inspector.recordingReducer())
    inspector.store = store
    return (store, inspector)
  }

  /// How many steps the history holds now (at most the limit).
  public var recordedCount: Int {
    self.recorder.count
  }
}
