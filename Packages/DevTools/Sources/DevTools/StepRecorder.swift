import DevToolsInspection
import Dispatch
import Foundation

/// The part of a ``StoreInspector`` that runs on every reduction: it keeps the newest steps'
/// actions and resulting states in a ring of preallocated slots and nothing else, so recording
/// costs two monotonic clock reads, one task-local read and a few copies. Diffs, renderings,
/// digests and wall-clock dates are derived from these slots only when DevTools asks.
///
/// Not actor-isolated so the store's reducer can call it without an executor check; it is
/// used on the main actor only, because `Store.dispatch(action:)` is `@MainActor` and so is
/// every ``StoreInspector`` method that reads or changes it.
final class StepRecorder<State, Action>: @unchecked Sendable where State: Sendable, Action: Sendable {
  /// What is known of a step besides its action and state (a concrete type, so the ring of it
  /// needs no generic metadata).
  struct Facts {
    /// The monotonic clock when the reduction started.
    let uptime: UInt64
    let reducerNanoseconds: UInt64
    /// The form action that dispatched it, nil for a Listener or thunk.
    let formAction: String?
  }

  let reducer: @Sendable (State, Action) throws -> State
  /// The most steps kept; the ring grows to it, then overwrites its oldest slot.
  let limit: Int
  private var capacity: Int
  private var actions: UnsafeMutablePointer<Action>
  private var states: UnsafeMutablePointer<State>
  private var facts: UnsafeMutablePointer<Facts>
  /// The slot of the oldest kept step (0 until the ring first wraps).
  private var head = 0
  /// How many steps the ring holds.
  private(set) var count = 0
  /// The number of the newest step; it keeps counting when old steps leave the ring.
  private(set) var latestStep = 0
  /// The state before the oldest kept step: the initial state until the ring first wraps.
  private(set) var base: State
  /// The state the store shows in place of the present while travelling, if any.
  private(set) var travelled: State?
  /// The present without the skipped actions, while some are skipped.
  private(set) var skipping: State?
  /// Whether the store shows something other than the present (travelling or skipping): one
  /// flag, so the common path tests a `Bool` rather than two generic optionals.
  private var isDiverted = false
  /// Wall-clock dates are this date plus the monotonic time since `anchorUptime`: one wall
  /// clock reading for the life of the store.
  private let anchorDate = Date()
  private let anchorUptime = DispatchTime.now().uptimeNanoseconds

  init(initialState: State, reducer: @escaping @Sendable (State, Action) throws -> State, limit: Int) {
    let limit = Swift.max(1, limit)
    let capacity = Swift.min(limit, 64)
    self.reducer = reducer
    self.limit = limit
    self.capacity = capacity
    self.actions = .allocate(capacity: capacity)
    self.states = .allocate(capacity: capacity)
    self.facts = .allocate(capacity: capacity)
    self.base = initialState
  }

  deinit {
    // Slots 0..<count are initialised: the ring wraps only once it is full.
    self.actions.deinitialize(count: self.count)
    self.states.deinitialize(count: self.count)
    self.facts.deinitialize(count: self.count)
    self.actions.deallocate()
    self.states.deallocate()
    self.facts.deallocate()
  }
}

extension StepRecorder {
  /// The store's reducer: reduces into the present, records the step, and returns what the
  /// store must show (the present, or the travelled or skipping state).
  func reduce(shown: State, action: Action) throws -> State {
    // In the present the store shows the present; otherwise the present lives here.
    let before = self.isDiverted ? self.present : shown
    let start = DispatchTime.now().uptimeNanoseconds
    let after = try self.reducer(before, action)
    let end = DispatchTime.now().uptimeNanoseconds
    self.record(action, after, Facts(uptime: start, reducerNanoseconds: end &- start, formAction: DispatchOrigin.formAction))
    guard self.isDiverted else { return after }
    if let skipping = self.skipping {
      // The skipping view goes on without the skipped actions; one it refuses stays out.
      self.skipping = (try? self.reducer(skipping, action)) ?? skipping
    }
    return self.travelled ?? self.skipping ?? after
  }

  private func record(_ action: Action, _ after: State, _ facts: Facts) {
    self.latestStep &+= 1
    if self.count == self.capacity, self.capacity < self.limit {
      self.grow()
    }
    if self.count < self.capacity {
      (self.actions + self.count).initialize(to: action)
      (self.states + self.count).initialize(to: after)
      (self.facts + self.count).initialize(to: facts)
      self.count += 1
      return
    }
    // Full: the oldest slot's state becomes the state before the new oldest step.
    let slot = self.head
    self.base = (self.states + slot).move()
    (self.states + slot).initialize(to: after)
    self.actions[slot] = action
    self.facts[slot] = facts
    self.head = slot + 1 == self.capacity ? 0 : slot + 1
  }

  /// Doubles the ring up to the limit; only before it wraps, so its slots are contiguous.
  private func grow() {
    let capacity = Swift.min(self.limit, self.capacity * 2)
    let actions = UnsafeMutablePointer<Action>.allocate(capacity: capacity)
    let states = UnsafeMutablePointer<State>.allocate(capacity: capacity)
    let facts = UnsafeMutablePointer<Facts>.allocate(capacity: capacity)
    actions.moveInitialize(from: self.actions, count: self.count)
    states.moveInitialize(from: self.states, count: self.count)
    facts.moveInitialize(from: self.facts, count: self.count)
    self.actions.deallocate()
    self.states.deallocate()
    self.facts.deallocate()
    (self.actions, self.states, self.facts, self.capacity) = (actions, states, facts, capacity)
  }
}

extension StepRecorder {
  /// The state the store would hold without travel or skips: the newest step's.
  var present: State {
    self.count == 0 ? self.base : self.states[self.slot(self.count - 1)]
  }

  /// The number of the oldest kept step (`latestStep + 1` while nothing is kept).
  var firstStep: Int {
    self.latestStep - self.count + 1
  }

  /// The kept steps numbered above `step`, oldest first, with their states before and after.
  func steps(after step: Int) -> [RecordedStep<State, Action>] {
    let first = Swift.max(0, step - self.firstStep + 1)
    guard first < self.count else { return [] }
    return (first..<self.count).map(self.recorded)
  }

  /// The state after kept step `step`, nil when it is not kept.
  func state(after step: Int) -> State? {
    let index = step - self.firstStep
    return self.count > index && index >= 0 ? self.states[self.slot(index)] : nil
  }

  /// The action of kept step `step`, nil when it is not kept.
  func action(of step: Int) -> Action? {
    let index = step - self.firstStep
    return self.count > index && index >= 0 ? self.actions[self.slot(index)] : nil
  }

  /// Sets what the store shows instead of the present; both nil is the present again.
  func divert(travelled: State?, skipping: State?) {
    self.travelled = travelled
    self.skipping = skipping
    self.isDiverted = travelled != nil || skipping != nil
  }

  private func recorded(_ index: Int) -> RecordedStep<State, Action> {
    let facts = self.facts[self.slot(index)]
    let elapsed = Double(Int64(bitPattern: facts.uptime &- self.anchorUptime)) / 1_000_000_000
    return RecordedStep(
      step: self.firstStep + index,
      time: self.anchorDate.addingTimeInterval(elapsed),
      action: self.actions[self.slot(index)],
      formAction: facts.formAction,
      reducerNanoseconds: Int64(clamping: facts.reducerNanoseconds),
      before: index == 0 ? self.base : self.states[self.slot(index - 1)],
      after: self.states[self.slot(index)]
    )
  }

  /// The ring slot of the `index`th oldest kept step.
  private func slot(_ index: Int) -> Int {
    let slot = self.head + index
    return slot < self.capacity ? slot : slot - self.capacity
  }
}
