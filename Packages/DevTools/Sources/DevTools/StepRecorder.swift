import Foundation
import ImmutableData

/// The part of a ``StoreInspector`` that runs on every reduction: it keeps the newest steps'
/// actions and resulting states in a ring of preallocated slots and nothing else, so recording
/// costs one coarse clock read, one task-local read (``ActionOrigin/current``, kept as a
/// reference) and a few copies. Diffs, renderings, digests and wall-clock dates are derived
/// from these slots only when DevTools asks.
///
/// The reducer is timed (two precise clock reads, most of what recording used to cost) only
/// when the coarse clock moved since the last timed step or on every ``StepFacts/timingInterval``th
/// step: an action a person causes is timed, and a burst pays for one step in sixty-four.
///
/// Not actor-isolated so the store's reducer can call it without an executor check; it is
/// used on the main actor only, because `Store.dispatch(action:)` is `@MainActor` and so is
/// every ``StoreInspector`` method that reads or changes it. For the same reason its mutable
/// state opts out of dynamic exclusivity checks (`@exclusivity(unchecked)`): nothing reaches
/// it concurrently, and the module's reducer, the only code it calls, cannot reach it.
final class StepRecorder<State, Action>: @unchecked Sendable where State: Sendable, Action: Sendable {
  let reducer: @Sendable (State, Action) throws -> State
  /// The most steps kept; the ring grows to it, then overwrites its oldest slot.
  let limit: Int
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private var actions: UnsafeMutablePointer<Action>
  @exclusivity(unchecked) private var states: UnsafeMutablePointer<State>
  @exclusivity(unchecked) private var facts: UnsafeMutablePointer<StepFacts>
  /// The slot of the oldest kept step (0 until the ring first wraps).
  @exclusivity(unchecked) private var head = 0
  /// How many steps the ring holds.
  @exclusivity(unchecked) private(set) var count = 0
  /// The number of the newest step; it keeps counting when old steps leave the ring.
  @exclusivity(unchecked) private(set) var latestStep = 0
  /// The state before the oldest kept step: the initial state until the ring first wraps.
  @exclusivity(unchecked) private(set) var base: State
  /// The state the store shows in place of the present while travelling, if any.
  private(set) var travelled: State?
  /// The present without the skipped actions, while some are skipped.
  private(set) var skipping: State?
  /// The coarse clock when a step was last timed: a step in a later tick is timed.
  @exclusivity(unchecked) private var lastTimedTick: UInt64 = 0
  /// Whether the store shows something other than the present (travelling or skipping): one
  /// flag, so the common path tests a `Bool` rather than two generic optionals.
  @exclusivity(unchecked) private var isDiverted = false
  /// Wall-clock dates are this date plus the monotonic time since `anchorUptime`: one wall
  /// clock reading for the life of the store.
  private let anchorDate = Date()
  private let anchorUptime = MonotonicClock.nanoseconds()
  /// `ActionOrigin.current`'s task-local, held so a step reads it without the static
  /// property's one-time-initialisation check and accessor.
  private let originKey = ActionOrigin.$current

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
    // In the present the store shows the present, so `shown` is it.
    guard self.isDiverted else {
      return try self.reduceAndRecord(shown, action)
    }
    return try self.reduceDiverted(action)
  }

  /// Travelling or skipping: the present lives here, and the store goes on showing the other
  /// state. Kept out of ``reduce(shown:action:)``, whose every call would otherwise look up the
  /// generic metadata of `State?`.
  @inline(never) private func reduceDiverted(_ action: Action) throws -> State {
    let after = try self.reduceAndRecord(self.present, action)
    if let skipping = self.skipping {
      // The skipping view goes on without the skipped actions; one it refuses stays out.
      self.skipping = (try? self.reducer(skipping, action)) ?? skipping
    }
    return self.travelled ?? self.skipping ?? after
  }

  @inline(__always) private func reduceAndRecord(_ before: State, _ action: Action) throws -> State {
    let tick = MonotonicClock.coarseNanoseconds()
    let origin = self.originKey.get()
    guard tick != self.lastTimedTick || (self.latestStep + 1) % StepFacts.timingInterval == 0 else {
      let after = try self.reducer(before, action)
      self.record(action, after, StepFacts(uptime: tick, reducerNanoseconds: -1, origin: origin))
      return after
    }
    return try self.reduceTimed(before, action, tick: tick, origin: origin)
  }

  /// A reduction timed with the precise clock; out of line, since most steps of a burst skip it.
  @inline(never) private func reduceTimed(_ before: State, _ action: Action, tick: UInt64, origin: ActionOrigin?) throws -> State {
    let start = MonotonicClock.nanoseconds()
    let after = try self.reducer(before, action)
    let end = MonotonicClock.nanoseconds()
    self.lastTimedTick = tick
    self.record(action, after, StepFacts(uptime: tick, reducerNanoseconds: Int64(clamping: end &- start), origin: origin))
    return after
  }

  @inline(__always) private func record(_ action: Action, _ after: State, _ facts: StepFacts) {
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
    let facts = UnsafeMutablePointer<StepFacts>.allocate(capacity: capacity)
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

  /// Who dispatched kept step `step`, nil when it is not kept or nobody said.
  func origin(of step: Int) -> ActionOrigin? {
    let index = step - self.firstStep
    return self.count > index && index >= 0 ? self.facts[self.slot(index)].origin : nil
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
      source: facts.origin,
      reducerNanoseconds: facts.reducerNanoseconds,
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
